// no-inline: always a file (cached, and a data: URI would widen the Content-Security-Policy).
import meridiansUrl from "../assets/meridians.svg?url&no-inline";
import { settings } from "./settings.ts";
import type { CallToAction, FeatureCard } from "./types.ts";

const { firmName } = settings;

export const HOME = {
  hero: {
    eyebrow: "Strategic capital advisory & investment structuring",
    title: "Precision Capital. Global Perspective.",
    lead: `${firmName} links emerging-market projects with institutional capital. We advise sponsors and fund managers, structure their opportunities and introduce them to the investors best placed to back them.`,
    cta: { label: `Discover ${firmName}`, to: "/about-us" },
  },
  impact: {
    title: "Strategic Capital. Global Impact.",
    paragraphs: [
      `Headquartered in Europe, with expertise in Asia, Africa and Latin America, ${firmName} works where capital is most needed and hardest to secure.`,
      "We work alongside UHNWI, family offices, development finance institutions and institutional LPs, shaping each opportunity so that its structure, documentation and governance meet the standards they apply.",
    ],
    image: {
      src: meridiansUrl,
      alt: "Abstract map of meridians and connecting lines linking points across continents",
      width: 1200,
      height: 900,
    },
  },
  difference: {
    title: `The ${firmName} Difference`,
    lead: "Three commitments shape every mandate we accept.",
    cards: [
      {
        title: "Value Creation Focus",
        description:
          "We take on mandates where disciplined structuring and the right capital partners can create lasting value for sponsors and investors alike.",
        icon: "trending-up",
      },
      {
        title: "Structured Accountability",
        description:
          "Clear scopes, defined milestones and transparent reporting keep every party informed and every commitment measurable.",
        icon: "shield-check",
      },
      {
        title: "Full-Cycle Engagement",
        description:
          "From first positioning through due diligence and close to ongoing investor relations, one team stays with the transaction.",
        icon: "refresh-cw",
      },
    ] satisfies FeatureCard[],
  },
  closing: {
    title: "Built on long-term partnerships",
    text: "Learn how we started, what we stand for and who leads the firm.",
    label: "Explore Our Story",
    to: "/about-us",
  } satisfies CallToAction,
} as const;
