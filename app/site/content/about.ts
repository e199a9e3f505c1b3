import { settings } from "./settings.ts";
import type { Value } from "./types.ts";

const { firmName } = settings;

export const ABOUT = {
  intro: {
    eyebrow: "About Us",
    title: `About ${firmName}`,
    lead: `${firmName} is a strategic capital advisory and investment structuring firm. Headquartered in Europe, with expertise in Asia, Africa and Latin America, we connect emerging-market projects with the institutional capital that can carry them.`,
  },
  story: {
    title: "Our Story",
    paragraphs: [
      `${firmName} was founded on a simple observation: sound projects in emerging markets often struggle to reach institutional capital, not for lack of merit, but because they are not yet presented, structured or documented in the way those investors require.`,
      "We close that gap. We work with sponsors and fund managers to prepare their opportunities, build the structures investors expect, and open conversations with UHNWI, family offices, development finance institutions and institutional LPs.",
    ],
  },
  values: {
    title: "Our Values",
    items: [
      {
        title: "Integrity",
        description: "We give candid advice, disclose conflicts and decline mandates we cannot serve well.",
      },
      {
        title: "Discipline",
        description: "Every recommendation rests on analysis, documentation and a clear view of risk.",
      },
      {
        title: "Discretion",
        description: "Information entrusted to us is handled confidentially and shared only with consent.",
      },
      {
        title: "Partnership",
        description: "We align our work with the long-term interests of sponsors and investors alike.",
      },
      {
        title: "Global Perspective",
        description:
          "We bring local understanding of emerging markets together with international standards.",
      },
    ] satisfies Value[],
  },
  vision: {
    title: "Executive Vision",
    paragraphs: [
      "Our ambition is to be the trusted bridge between emerging-market opportunity and institutional capital: the adviser that sponsors call first and that investors rely on to bring them well-prepared, well-governed transactions.",
      "We intend to grow carefully, mandate by mandate, measuring our progress by the durability of the partnerships we build rather than by volume.",
    ],
  },
  leadership: {
    title: "Meet Our Leadership",
    lead: "The firm is led by its two founding partners.",
    linkedinLabel: "LinkedIn profile",
  },
} as const;
