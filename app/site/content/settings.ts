import { DEFAULT_ANON_KEY } from "#common/defaults.ts";
import type { Leader } from "./types.ts";

/*
 * The firm's settings: the one file to edit when the site is made the firm's own.
 * Every default below is a visible placeholder, so a site deployed without
 * editing this file cannot be mistaken for real contact details.
 *
 * The three values read from `import.meta.env` are fixed at build time (Vite
 * replaces them when `npm run build` runs); set them in the environment of the
 * build, not of the server.
 */

/** The build's environment; empty where the module runs outside Vite (the end-to-end tests read the copy). */
const env: ImportMetaEnv = import.meta.env ?? {};

/** Firm name used in the header, copy, page titles and structured data. */
const firmName = "UCP";

/** Public address visitors write to; shown in the footer and on the contact page. */
const contactEmail = "contact@example.com";

/** The firm's LinkedIn page, linked from the footer and the structured data. */
const linkedinUrl = "https://www.linkedin.com/company/example";

/**
 * Absolute origin the site is served from, without a trailing slash. Used for
 * canonical URLs, Open Graph tags, sitemap.xml and robots.txt.
 * Env: PUBLIC_SITE_URL.
 */
const siteUrl = (env.PUBLIC_SITE_URL || "http://localhost:3000").replace(/\/+$/, "");

/**
 * Base URL of the data API the contact form posts to (a Supabase project URL, or
 * empty for the bundled server on the same origin). Env: PUBLIC_DATA_API_URL.
 */
const dataApiUrl = (env.PUBLIC_DATA_API_URL ?? "").replace(/\/+$/, "");

/**
 * Public anonymous key sent with each inquiry. It only permits inserting an
 * inquiry, so it is safe in the page. Env: PUBLIC_ANON_KEY.
 */
const anonKey = env.PUBLIC_ANON_KEY || DEFAULT_ANON_KEY;

/** How long inquiries are kept before erasure; stated in the privacy policy. */
const inquiryRetention = "24 months";

/**
 * The two founding partners shown on About Us. `imageName` names a portrait added
 * under public/images/, served at /images/ (leave it empty until one exists): without
 * one, a monogram showing `imagePlaceholder` stands in for the photo.
 */
const leaders: readonly Leader[] = [
  {
    name: "Founding Partner I (name to be announced)",
    title: "Founding Partner",
    bio: "Leads the firm's capital advisory mandates, working with project sponsors and fund managers from first positioning through to financial close. Focuses on transaction structure, investor fit and the governance that institutional capital expects.",
    linkedin: "https://www.linkedin.com/in/example-founding-partner-1",
    imageName: "",
    imagePlaceholder: "FP",
  },
  {
    name: "Founding Partner II (name to be announced)",
    title: "Founding Partner",
    bio: "Oversees investor relationships and cross-border execution, coordinating legal, tax and financial counsel across jurisdictions. Works with family offices, development finance institutions and institutional LPs on long-term allocations.",
    linkedin: "https://www.linkedin.com/in/example-founding-partner-2",
    imageName: "",
    imagePlaceholder: "FP",
  },
];

export const settings = {
  firmName,
  contactEmail,
  linkedinUrl,
  siteUrl,
  /** Where and with which key the contact form inserts inquiries (app/site/contact/). */
  dataApi: { url: dataApiUrl, anonKey },
  inquiryRetention,
  leaders,
} as const;
