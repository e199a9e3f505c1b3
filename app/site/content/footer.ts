import { settings } from "./settings.ts";

const { firmName } = settings;

export const FOOTER = {
  tagline:
    "Strategic capital advisory and investment structuring, linking emerging-market projects with institutional capital.",
  linkedinLabel: `${firmName} on LinkedIn`,
  navLabel: "Footer",
  privacyLabel: "Privacy Policy",
  /** Follows "© <year> <firm name>." */
  copyright: "All rights reserved.",
  /** The footer disclaimer: informational only, no offer or solicitation, not a broker-dealer. */
  disclaimer: `This website is for informational purposes only. It is not an offer to sell, or a solicitation of an offer to buy, any securities. ${firmName} is not a registered broker-dealer.`,
} as const;
