import { mkdtempSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, expect, type Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { DEFAULT_ANON_KEY } from "#common/defaults.ts";
import { startServer } from "#tests/reliability/support/server-process.ts";
import { type CliResult, runCommand } from "#tests/support/cli/run-command.ts";
import { freePort } from "#tests/support/servers/free-port.ts";
import { enrolStaff, linkToken, STRONG_PASSWORD, staffInProcess } from "#tests/support/staff/staff.ts";

const port = Number(process.env.E2E_PORT ?? 4173);
/** Passkeys need a host name: the inbox is tested on localhost, as PUBLIC_SITE_URL says. */
export const INBOX_ORIGIN = `http://localhost:${port}`;
export const SERVER_ENV = { SQLITE_PATH: `.tmp/e2e-${port}.sqlite`, PUBLIC_SITE_URL: INBOX_ORIGIN };

export async function invite(email: string, name = "Grace Hopper"): Promise<string> {
  const result = await staffInProcess(["invite", email, "--name", name], SERVER_ENV);
  if (result.code !== 0) throw new Error(result.stderr);
  return linkToken(result.stdout);
}

export function totpFromSecret(secret: string, offsetPeriods = 0): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offsetPeriods * 30_000 });
}

/** A staff member enrolled through the API, signed in with both factors in `context`. */
export async function signedInContext(context: BrowserContext, email: string) {
  const enrolled = await enrolStaff(INBOX_ORIGIN, INBOX_ORIGIN, SERVER_ENV, email);
  await context.addCookies(
    [...enrolled.client.cookies].map(([name, value]) => ({ name, value, url: `${INBOX_ORIGIN}/inbox/` })),
  );
  return enrolled;
}

export function uniqueEmail(label: string, project: string): string {
  return `${label}-${project}-${Date.now().toString(36)}@example.com`;
}

export async function revoke(email: string) {
  const result = await staffInProcess(["revoke", email], SERVER_ENV);
  if (result.code !== 0) throw new Error(result.stderr);
}

export async function waitForInbox(page: Page) {
  await page.getByRole("heading", { name: "Inbox", level: 1 }).waitFor();
}

/** The WCAG levels every staff screen is checked against. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe finds nothing on the screen as it is now; `label` names the screen in a failure. */
export async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect([label, results.violations.map((v) => `${v.id}: ${v.nodes[0]?.html}`)]).toEqual([label, []]);
}

/** An inquiry through the public insert API, as the contact form sends it; its id in the inbox. */
export async function submitInquiry(
  page: Page,
  visitor: { name: string; email: string; message: string },
): Promise<string> {
  const inserted = await page.request.post(`${INBOX_ORIGIN}/rest/v1/contact_submissions`, {
    headers: {
      apikey: DEFAULT_ANON_KEY,
      authorization: `Bearer ${DEFAULT_ANON_KEY}`,
      prefer: "return=minimal",
    },
    data: { ...visitor, fund_type: null, aum: null },
  });
  expect(inserted.status()).toBe(201);
  const list = await staffApi(
    page,
    "GET",
    `/inquiries?${new URLSearchParams({ status: "new", q: visitor.email })}`,
  );
  const item = (list as { items: { id: string; email: string }[] }).items.find(
    (row) => row.email === visitor.email,
  );
  if (!item) throw new Error(`inquiry of ${visitor.email} not listed`);
  return item.id;
}

/** A call of the inbox API with the page's session, as the staff app makes it. */
export async function staffApi(page: Page, method: string, path: string, data?: unknown): Promise<unknown> {
  const response = await page.request.fetch(`${INBOX_ORIGIN}/inbox/api${path}`, {
    method,
    headers: { origin: INBOX_ORIGIN },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
  return response.json();
}

/**
 * The invitation link's screens, as a new staff member goes through them, to the inbox;
 * with `checkEach`, axe checks every screen on the way, a refused password's included.
 */
export async function setUpAccount(page: Page, link: string, checkEach = false) {
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Set up your staff account" })).toBeVisible();
  // The hint describes the field; it is no part of the field's name.
  await expect(page.getByLabel("New password", { exact: true })).toHaveAccessibleDescription(
    "At least 12 characters, not a common password.",
  );
  if (checkEach) {
    await page.getByLabel("New password", { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByLabel("Repeat the password")).toHaveAccessibleDescription(
      "The two passwords are not the same.",
    );
    await expectNoViolations(page, "invitation with an error");
  }
  await page.getByLabel("New password", { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel("Repeat the password", { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Add your authenticator app" })).toBeVisible();
  if (checkEach) await expectNoViolations(page, "enrolment");
  const key = (await page.getByTestId("totp-secret").textContent()) ?? "";
  await page.getByLabel("Authentication code", { exact: true }).fill(totpFromSecret(key));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: "Save your recovery codes" })).toBeVisible();
  await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  if (checkEach) await expectNoViolations(page, "recovery codes");
  await page.getByRole("button", { name: "I have saved them" }).click();
  await waitForInbox(page);
}

/**
 * The server as the README starts it on one's own machine: no PUBLIC_SITE_URL, so every
 * loopback name of its port serves the staff screens. Its own port and SQLite file, so the
 * operator commands find it the way they do for a newcomer (the port noted beside the file).
 */
export async function startReadmeServer() {
  const port = await freePort();
  const dir = mkdtempSync(join(resolve(".tmp"), "readme-server-"));
  const env = { SQLITE_PATH: join(dir, "ucp.sqlite") };
  const server = await startServer({ ...env, PORT: String(port), SITE_DIR: "build/client" });
  return {
    port,
    env,
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `npm run staff -- <args>` exactly as the README shows it, in the operator's environment. */
export function npmRunStaff(args: string[], env: Record<string, string>): Promise<CliResult> {
  // Only the operator's own settings: none of the test runner's server settings.
  const inherited = { ...process.env };
  for (const name of ["DATABASE_URL", "SMTP_URL", "PUBLIC_SITE_URL", "PORT", "SQLITE_PATH"])
    delete inherited[name];
  return runCommand("npm", ["run", "--silent", "staff", "--", ...args], { ...inherited, ...env });
}
