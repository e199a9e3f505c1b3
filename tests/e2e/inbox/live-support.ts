import type { Page, Request } from "@playwright/test";

// What the live inbox's end-to-end tests share: a hold on the browser's own request for
// the live stream (the real server answers it once let go), and a mark that shows the
// page was never reloaded.

const EVENTS = "**/inbox/api/events*";

/** A mark on the window: still there afterwards, the page was not reloaded. */
export async function markPage(page: Page) {
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
}
export const stillMarked = (page: Page) => page.evaluate(() => "notReloaded" in window);

/** Holds the page's next request for its live stream until `release`; the real server then answers it. */
export async function holdNextStream(page: Page): Promise<{ asked: Promise<Request>; release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let ask: (request: Request) => void = () => {};
  const asked = new Promise<Request>((resolve) => {
    ask = resolve;
  });
  await page.route(
    EVENTS,
    async (route) => {
      ask(route.request());
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  return { asked, release };
}
