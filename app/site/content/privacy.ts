import { settings } from "./settings.ts";
import type { Inline, ProseSection } from "./types.ts";

const { firmName, contactEmail, inquiryRetention } = settings;
const emailLink: Inline = { text: contactEmail, href: `mailto:${contactEmail}` };

export const PRIVACY = {
  intro: {
    eyebrow: "Privacy",
    title: "Privacy Policy",
    lead: `How ${firmName} handles the personal data you send through the contact form on this website.`,
  },
  sections: [
    {
      title: "Who is responsible",
      blocks: [
        [
          `${firmName} is responsible for the personal data described here. You can reach us at `,
          emailLink,
          ".",
        ],
      ],
    },
    {
      title: "What we collect",
      blocks: [
        ["When you send the contact form, we receive:"],
        {
          list: [
            "your full name;",
            "your e-mail address;",
            "your message;",
            "if you choose them, an inquiry type and a size range.",
          ],
        },
        [
          "We do not store your IP address with your inquiry. This website sets no cookies and uses no analytics or advertising trackers.",
        ],
      ],
    },
    {
      title: "Why we use it",
      blocks: [
        [
          "We use these details only to answer your inquiry and, if you ask us to, to discuss a possible engagement with you. We rely on our legitimate interest in responding to the people who contact us, or on steps you ask us to take before entering into an agreement.",
        ],
      ],
    },
    {
      title: "How long we keep it",
      blocks: [
        [
          `We keep an inquiry for ${inquiryRetention} after you send it and then erase it, unless it leads to an engagement, in which case the terms of that engagement apply.`,
        ],
      ],
    },
    {
      title: "Who receives it",
      blocks: [
        [
          `Your inquiry is read by the ${firmName} partners and staff who handle inquiries. It is stored by the provider that hosts this website and delivered to us by our e-mail provider, both acting on our instructions. We do not sell your data or share it for marketing.`,
        ],
      ],
    },
    {
      title: "Your rights",
      blocks: [
        ["Under the General Data Protection Regulation and similar laws, you have the right to:"],
        {
          list: [
            "access the personal data we hold about you;",
            "have inaccurate data corrected (rectification);",
            "have your data erased;",
            "object to our use of your data.",
          ],
        },
        [
          "You also have the right to lodge a complaint with a data protection supervisory authority, in particular in the country where you live or work.",
        ],
      ],
    },
    {
      title: "How to ask for erasure",
      blocks: [
        [
          "To have your inquiry erased, or to exercise any other right, write to ",
          emailLink,
          " from the address you used in the form. We will confirm once your data has been erased, within one month of your request.",
        ],
      ],
    },
  ] satisfies ProseSection[],
} as const;
