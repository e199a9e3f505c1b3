import { expect, type Page } from "@playwright/test";
import { ABOUT } from "#app/site/content/about.ts";
import { CONTACT } from "#app/site/content/contact.ts";
import { NAV_ITEMS } from "#app/site/content/navigation.ts";
import { NETWORK } from "#app/site/content/network.ts";
import { PAGES, type PageKey } from "#app/site/content/pages.ts";
import { PORTAL_OPEN } from "#app/site/content/portal.ts";
import { PRIVACY } from "#app/site/content/privacy.ts";
import { SERVICES_PAGE } from "#app/site/content/services.ts";

/**
 * Each page's h1, from the content module the page renders it from. Home's is
 * the fixed headline (docs/requirements.md): its module imports an image, which Node cannot load.
 */
const H1: Record<PageKey, string> = {
  home: "Precision Capital. Global Perspective.",
  aboutUs: ABOUT.intro.title,
  services: SERVICES_PAGE.intro.title,
  ourNetwork: NETWORK.intro.title,
  contact: CONTACT.intro.title,
  // The shared e2e server runs with the portal on (playwright.config.ts); the page as it
  // reads with the portal off is checked by tests/e2e/portal/portal-off.spec.ts.
  portal: PORTAL_OPEN.title,
  privacyPolicy: PRIVACY.intro.title,
};

/** Every page of the site (the entries app/site/routes.ts routes), with its h1 and its nav label, if any. */
export const ROUTES = Object.entries(PAGES).map(([key, page]) => ({
  path: page.path,
  h1: H1[key as PageKey],
  nav: NAV_ITEMS.find((item) => item.path === page.path)?.name ?? null,
}));

/** An address no page has: answered with the designed 404 page. */
export const UNKNOWN_PATH = "/does-not-exist";

export const ALL_PATHS = [...ROUTES.map((route) => route.path), UNKNOWN_PATH];

/** The pages with no script bundle: all but the contact page, which loads its form's island. */
export const CONTENT_PATHS = ALL_PATHS.filter((path) => path !== PAGES.contact.path);

/**
 * Collects what a visitor should never cause: console errors and warnings
 * (React reports hydration mismatches there), uncaught exceptions, failed
 * subresources, and any request leaving the site's own origin.
 */
export function watchPage(page: Page, origin: string) {
  const problems: string[] = [];
  const foreignRequests: string[] = [];
  const scripts: string[] = [];
  page.on("console", (message) => {
    // Chrome logs every HTTP error status here, including the 404 page's own
    // document; failed subresources are caught by the response check below.
    if (message.text().startsWith("Failed to load resource")) return;
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("response", (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== "document") {
      problems.push(`${response.status()} ${response.url()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(String(error)));
  page.on("request", (request) => {
    const url = new URL(request.url());
    if ((url.protocol === "http:" || url.protocol === "https:") && url.origin !== origin) {
      foreignRequests.push(request.url());
    }
    if (request.resourceType() === "script" || url.pathname.endsWith(".js")) scripts.push(url.pathname);
  });
  return { problems, foreignRequests, scripts };
}

/**
 * Waits until the page has loaded and its web fonts are in use: the fonts'
 * stylesheet is added after the load event, so the look is final only then.
 */
export async function waitForFonts(page: Page) {
  await page.waitForLoadState("load");
  // Polled from here, not in the page: a page with JavaScript off runs no timers of its own.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.querySelector('link[rel="stylesheet"][href*="web-fonts"]') !== null &&
          document.fonts.status === "loaded" &&
          [...document.fonts].some((font) => font.family.includes("Variable") && font.status === "loaded"),
      ),
    )
    .toBe(true);
}

/** The browser's own accessibility tree: whether the named button is exposed as expanded. */
export async function isExpanded(page: Page, buttonName: string): Promise<boolean | undefined> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await session.send("Accessibility.getFullAXTree")) as {
      nodes: {
        role?: { value?: string };
        name?: { value?: string };
        properties?: { name: string; value: { value?: unknown } }[];
      }[];
    };
    const button = nodes.find((node) => node.role?.value === "button" && node.name?.value === buttonName);
    const expanded = button?.properties?.find((property) => property.name === "expanded")?.value.value;
    return typeof expanded === "boolean" ? expanded : undefined;
  } finally {
    await session.detach();
  }
}
