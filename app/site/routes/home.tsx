import { CtaBand } from "../components/sections/cta-band.tsx";
import { FeatureCards } from "../components/sections/feature-cards.tsx";
import { Hero } from "../components/sections/hero.tsx";
import { SplitFeature } from "../components/sections/split-feature.tsx";
import { HOME } from "../content/home.ts";
import { PAGES } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta(PAGES.home);
}

export default function Home() {
  return (
    <>
      <Hero {...HOME.hero} />
      <SplitFeature id="impact-title" {...HOME.impact} />
      <FeatureCards id="difference-title" {...HOME.difference} />
      <CtaBand id="closing-title" {...HOME.closing} />
    </>
  );
}
