import { PortalNotice } from "../components/sections/portal-notice.tsx";
import { PAGES } from "../content/pages.ts";
import { PORTAL } from "../content/portal.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta(PAGES.portal);
}

export default function Portal() {
  return <PortalNotice {...PORTAL} />;
}
