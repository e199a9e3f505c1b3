import { settings } from "./settings.ts";
import type { CallToAction, Service } from "./types.ts";

const { firmName } = settings;

export const SERVICES_PAGE = {
  intro: {
    eyebrow: "Services",
    title: "Our Services",
    lead: "Advisory, structuring and placement for sponsors and fund managers raising capital, and for investors seeking well-prepared opportunities in emerging markets.",
  },
  listTitle: "What we do",
  services: [
    {
      title: "Strategic Capital Advisory",
      description:
        "We assess a project or fund's readiness for institutional capital, define the raise and shape the strategy and materials that present it.",
      icon: "compass",
    },
    {
      title: "Investment Structuring & SPV",
      description:
        "We design the holding and investment structure, including special purpose vehicles, with legal and tax counsel, so that it suits the investors being approached.",
      icon: "layers",
    },
    {
      title: "Global Capital Placement",
      description:
        "We introduce qualified opportunities to suitable investors within our network and coordinate the process from first meeting to commitment.",
      icon: "send",
    },
    {
      title: "Due Diligence & Deal Execution",
      description:
        "We prepare for and manage investor due diligence, coordinate advisers and keep negotiations and documentation moving towards close.",
      icon: "file-search",
    },
    {
      title: "Cross-Border Expertise",
      description:
        "We bring experience of working across jurisdictions in Asia, Africa, Latin America and Europe, and of aligning local practice with international expectations.",
      icon: "route",
    },
    {
      title: "LP Relationship & Compliance",
      description:
        "We support reporting, communication and compliance processes that keep Limited Partners informed and relationships strong after closing.",
      icon: "handshake",
    },
  ] satisfies Service[],
  cta: {
    title: "Discuss your mandate",
    text: "Tell us about your project, fund or allocation. We respond to every qualified inquiry.",
    label: `Partner With ${firmName}`,
    to: "/contact",
  } satisfies CallToAction,
} as const;
