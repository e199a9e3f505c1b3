import { FOOTER } from "../content/footer.ts";
import { settings } from "../content/settings.ts";
import { absoluteUrl } from "./seo.ts";

/** schema.org description of the firm, embedded in every page as JSON-LD. */
export function organizationJsonLd(): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: settings.firmName,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon-512.png"),
    description: FOOTER.tagline,
    email: settings.contactEmail,
    sameAs: [settings.linkedinUrl],
    areaServed: ["Europe", "Asia", "Africa", "Latin America", "North America", "Middle East"],
  };
}

/** JSON for a <script> element: "<" escaped so the text can never close the element. */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
