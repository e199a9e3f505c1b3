import { FOOTER } from "./footer.ts";
import { NAV_ITEMS } from "./navigation.ts";
import { PAGES } from "./pages.ts";
import { settings } from "./settings.ts";

/** Texts of the frame around every page: skip link, header and footer. */
export const LAYOUT = {
  skipLinkLabel: "Skip to main content",
  mainNavLabel: "Main",
  menuLabel: "Menu",
  header: { firmName: settings.firmName, items: NAV_ITEMS },
  footer: {
    firmName: settings.firmName,
    tagline: FOOTER.tagline,
    email: settings.contactEmail,
    linkedinUrl: settings.linkedinUrl,
    linkedinLabel: FOOTER.linkedinLabel,
    navLabel: FOOTER.navLabel,
    links: [...NAV_ITEMS, { name: FOOTER.privacyLabel, path: PAGES.privacyPolicy.path }],
    copyright: FOOTER.copyright,
    disclaimer: FOOTER.disclaimer,
  },
} as const;
