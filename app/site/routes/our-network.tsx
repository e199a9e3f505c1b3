import { GlobalBanner } from "../components/sections/global-banner.tsx";
import { InvestorCategories } from "../components/sections/investor-categories.tsx";
import { PageIntro } from "../components/sections/page-intro.tsx";
import { RegionGrid } from "../components/sections/region-grid.tsx";
import { NETWORK } from "../content/network.ts";
import { PAGES } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta(PAGES.ourNetwork);
}

export default function OurNetwork() {
  return (
    <>
      <PageIntro {...NETWORK.intro} />
      <RegionGrid
        id="regions-title"
        title={NETWORK.regionsTitle}
        regions={NETWORK.regions}
        keyInvestorTypesLabel={NETWORK.keyInvestorTypesLabel}
      />
      <GlobalBanner id="global-title" {...NETWORK.banner} />
      <InvestorCategories
        id="categories-title"
        title={NETWORK.categoriesTitle}
        lead={NETWORK.categoriesLead}
        commitmentLabel={NETWORK.commitmentLabel}
        categories={NETWORK.categories}
      />
    </>
  );
}
