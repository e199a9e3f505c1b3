import { settings } from "./settings.ts";
import type { PageSeo } from "./types.ts";

const { firmName } = settings;

/**
 * Every page's path, title and description. app/site/routes.ts builds the route
 * table from these paths and sitemap.xml lists them, so a page added here is
 * routed, described and listed in one place.
 */
export const PAGES = {
  home: {
    path: "/",
    title: `${firmName} | Strategic Capital Advisory & Investment Structuring`,
    description: `${firmName} is a strategic capital advisory and investment structuring firm linking emerging-market projects with institutional capital.`,
  },
  aboutUs: {
    path: "/about-us",
    title: `About Us | ${firmName}`,
    description: `The story, values, vision and founding partners of ${firmName}, a Europe-headquartered capital advisory firm with expertise in Asia, Africa and Latin America.`,
  },
  services: {
    path: "/services",
    title: `Services | ${firmName}`,
    description: `Capital advisory, investment structuring and SPVs, global placement, due diligence, cross-border execution and LP relationship management from ${firmName}.`,
  },
  ourNetwork: {
    path: "/our-network",
    title: `Our Network | ${firmName}`,
    description: `${firmName}'s investor network across North America, Europe, the Middle East and Asia, and the typical commitment ranges of each investor category.`,
  },
  contact: {
    path: "/contact",
    title: `Contact | ${firmName}`,
    description: `Contact ${firmName} about a project, a fund or an allocation. Sponsors, fund managers and institutional investors can send an inquiry here.`,
  },
  portal: {
    path: "/portal",
    title: `GP/LP Portal | ${firmName}`,
    description: `A secure portal for ${firmName}'s General Partners and Limited Partners, with documents, updates and reporting, is coming soon.`,
  },
  privacyPolicy: {
    path: "/privacy-policy",
    title: `Privacy Policy | ${firmName}`,
    description: `How ${firmName} handles the personal data sent through its contact form: what is collected, why, for how long, and your rights.`,
  },
} as const satisfies Record<string, PageSeo>;

export type PageKey = keyof typeof PAGES;

/** Texts of the page shown for any unknown address. */
export const NOT_FOUND_SEO = {
  title: `Page not found | ${firmName}`,
  description: `The page you asked for does not exist on the ${firmName} website.`,
} as const;

/** Image shown when a page is shared (public/og-image.png). */
export const SHARE_IMAGE = {
  path: "/og-image.png",
  width: 1200,
  height: 630,
  alt: `${firmName}: Precision Capital. Global Perspective.`,
} as const;
