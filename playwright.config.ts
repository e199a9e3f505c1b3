import { rmSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { browserEnv, CHROMIUM_FLAGS, HEADLESS_CHROMIUM_PATH } from "./scripts/system-deps.ts";

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;
const database = `.tmp/e2e-${port}.sqlite`;

// Each run starts from an empty database: a previous run's rows and staff sign-in
// counters would otherwise change what this one sees. Only the runner process clears
// it (workers load this file too, and inherit the mark).
if (!process.env.E2E_DATABASE_CLEARED) {
  process.env.E2E_DATABASE_CLEARED = "1";
  for (const suffix of ["", "-wal", "-shm"]) rmSync(database + suffix, { force: true });
}

// Test set-up runs the staff command in the worker (see staffInProcess), which loads node:sqlite:
// its experimental-feature warning would be printed once per worker, among the results.
if (!process.env.NODE_OPTIONS?.includes("--disable-warning=ExperimentalWarning")) {
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ""} --disable-warning=ExperimentalWarning`.trim();
}

// What these specs test does not depend on the screen's size. The staff ones: sessions and their
// renewal, where sign-in returns to, the reset and newcomer addresses, refused and typed
// codes, the private pages' headers, the live stream's catch-up and reconnection, search
// notices, the inbox's keyboard (a touch screen has none), and reporting's four eyes, undo
// and "view as" (the screens they pass through are portal-reporting's). The site's: the form's
// rows, refusals and toasts' timing (the swipe, which does depend on it, is its own spec),
// the form without JavaScript, the pages' words and links, their tags, the 404 page, the
// footer and the public /portal page's headers. They run at 1280 px only; every screen they
// pass through is also checked at 375 px, with axe, by the specs that run at both sizes
// (quality for every public page; staff-lifecycle, staff-account-sections, triage,
// triage-look and the portal's for the private ones). The whole suite keeps the machine's
// cores busy, so each run it saves counts.
const SIZE_INDEPENDENT = [
  "inbox/staff-session.spec.ts",
  "inbox/staff-signin-return.spec.ts",
  "inbox/staff-signin-reset.spec.ts",
  "inbox/staff-signin-newcomer.spec.ts",
  "inbox/staff-signin-codes.spec.ts",
  "inbox/staff-refusals.spec.ts",
  "inbox/staff-private.spec.ts",
  "inbox/triage-keyboard.spec.ts",
  "inbox/triage-live-catch-up.spec.ts",
  "inbox/triage-live-reconnect.spec.ts",
  "inbox/triage-search-notices.spec.ts",
  "portal/reporting-staff-steps.spec.ts",
  "contact/contact-failures.spec.ts",
  "contact/contact-form.spec.ts",
  "contact/contact-no-script.spec.ts",
  "site/pages.spec.ts",
  "site/seo.spec.ts",
  "site/not-found.spec.ts",
  "site/footer.spec.ts",
  "portal/portal-public-page.spec.ts",
];

// End-to-end tests drive the system's headless Chromium (never a downloaded browser)
// against the production server on a throwaway SQLite file.
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Two workers on two cores: with three, the staff CLI's and the server's writes to the
  // one SQLite file met "database is locked" past its 5 s wait (a sign-in answered 500).
  // Assertions wait up to 10 s for their condition, since a loaded machine answers slower.
  workers: 2,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: "list",
  use: {
    baseURL,
    launchOptions: {
      executablePath: HEADLESS_CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
      env: browserEnv(),
    },
  },
  projects: [
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
    {
      name: "mobile",
      use: { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true },
      testIgnore: SIZE_INDEPENDENT,
    },
  ],
  webServer: {
    command: "node --disable-warning=ExperimentalWarning server/main.ts",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      SQLITE_PATH: database,
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "1000",
      RATE_LIMIT_PER_DAY: "100000",
      // Staff sign-in: passkeys need a host name (never an IP address), so the inbox tests
      // use localhost; renewal on every call lets a test with a page clock see it happen.
      PUBLIC_SITE_URL: `http://localhost:${port}`,
      AUTH_RENEW_AFTER_SECONDS: "0",
      // Every e2e sign-in comes from 127.0.0.1: the whole suite signs in more often than the
      // per-address limit allows a person. The limits are tested by the integration tests.
      AUTH_LIMITS: "off",
      // The portal's staff screens are tested with the portal on; the public /portal page's
      // words with it off are the site build's (tests/integration/portal/portal-setting.test.ts).
      PORTAL_ENABLED: "on",
    },
  },
});
