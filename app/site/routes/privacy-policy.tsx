import { PageIntro } from "../components/sections/page-intro.tsx";
import { ProseSections } from "../components/sections/prose-sections.tsx";
import { PAGES } from "../content/pages.ts";
import { PRIVACY } from "../content/privacy.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta(PAGES.privacyPolicy);
}

export default function PrivacyPolicy() {
  return (
    <>
      <PageIntro {...PRIVACY.intro} />
      <ProseSections sections={PRIVACY.sections} />
    </>
  );
}
