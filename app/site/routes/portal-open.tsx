import { PortalNotice } from "../components/sections/portal-notice.tsx";
import { PAGES } from "../content/pages.ts";
import { PORTAL_OPEN } from "../content/portal.ts";
import { pageMeta } from "../lib/seo.ts";

// The /portal page with the portal on. Prerendered to PORTAL_OPEN_PAGE and never served at
// its own path: the server answers /portal with it when PORTAL_ENABLED is on.
export function meta() {
  return pageMeta({ ...PAGES.portal, description: PORTAL_OPEN.description });
}

export default function PortalOpen() {
  const { description: _description, ...notice } = PORTAL_OPEN;
  return <PortalNotice {...notice} />;
}
