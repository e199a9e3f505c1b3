import { BrandStory } from "../components/sections/brand-story.tsx";
import { ExecutiveVision } from "../components/sections/executive-vision.tsx";
import { Leadership } from "../components/sections/leadership.tsx";
import { PageIntro } from "../components/sections/page-intro.tsx";
import { ABOUT } from "../content/about.ts";
import { PAGES } from "../content/pages.ts";
import { settings } from "../content/settings.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta(PAGES.aboutUs);
}

export default function AboutUs() {
  return (
    <>
      <PageIntro {...ABOUT.intro} />
      <BrandStory
        id="story-title"
        title={ABOUT.story.title}
        paragraphs={ABOUT.story.paragraphs}
        valuesTitle={ABOUT.values.title}
        values={ABOUT.values.items}
      />
      <ExecutiveVision id="vision-title" {...ABOUT.vision} />
      <Leadership
        id="leadership-title"
        title={ABOUT.leadership.title}
        lead={ABOUT.leadership.lead}
        leaders={settings.leaders}
        linkedinLabel={ABOUT.leadership.linkedinLabel}
      />
    </>
  );
}
