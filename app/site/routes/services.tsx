import { CtaBand } from "../components/sections/cta-band.tsx";
import { FeatureCards } from "../components/sections/feature-cards.tsx";
import { PageIntro } from "../components/sections/page-intro.tsx";
import { PAGES } from "../content/pages.ts";
import { SERVICES_PAGE } from "../content/services.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta(PAGES.services);
}

export default function Services() {
  return (
    <>
      <PageIntro {...SERVICES_PAGE.intro} />
      <FeatureCards
        id="services-title"
        title={SERVICES_PAGE.listTitle}
        cards={SERVICES_PAGE.services}
        tone="paper"
      />
      <CtaBand id="partner-title" {...SERVICES_PAGE.cta} />
    </>
  );
}
