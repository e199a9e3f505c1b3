/**
 * Browsers that support Speculation Rules start loading a page of the site
 * while the visitor hovers its link (or presses on it), so the page is ready
 * when the click lands. Others ignore the block. The private inbox and portal
 * are never fetched ahead.
 */
const RULES = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/inbox*" } },
          { not: { href_matches: "/portal/*" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
};

export function SpeculationRules() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: constant JSON; the build hashes it into the CSP
  return <script type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(RULES) }} />;
}
