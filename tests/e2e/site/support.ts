import type { Page } from "@playwright/test";

/** Every page of the site with its h1, as a visitor reaches it. */
export const ROUTES = [
  { path: "/", h1: "Precision Capital. Global Perspective.", nav: "Home" },
  { path: "/about-us", h1: "About UCP", nav: "About Us" },
  { path: "/services", h1: "Our Services", nav: "Services" },
  { path: "/our-network", h1: "Our Network", nav: "Our Network" },
  { path: "/contact", h1: "Get in Touch", nav: "Contact" },
  { path: "/portal", h1: "GP/LP Portal: Coming Soon", nav: "GP/LP Portal" },
  { path: "/privacy-policy", h1: "Privacy Policy", nav: null },
] as const;

/** An address no page has: answered with the designed 404 page. */
export const UNKNOWN_PATH = "/does-not-exist";

export const ALL_PATHS = [...ROUTES.map((route) => route.path), UNKNOWN_PATH];

/**
 * Collects what a visitor should never cause: console errors and warnings
 * (React reports hydration mismatches there), uncaught exceptions, failed
 * subresources, and any request leaving the site's own origin.
 */
export function watchPage(page: Page, origin: string) {
  const problems: string[] = [];
  const foreignRequests: string[] = [];
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
  });
  return { problems, foreignRequests };
}

/** Waits until React has hydrated: the header's scroll listener only exists after that. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.querySelector("header");
    return root !== null && Object.keys(root).some((key) => key.startsWith("__reactFiber"));
  });
}
