import type { BrowserContext, Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { enrolStaff, linkToken, runStaff } from "../../support/staff.ts";

const port = Number(process.env.E2E_PORT ?? 4173);
/** Passkeys need a host name: the inbox is tested on localhost, as PUBLIC_SITE_URL says. */
export const INBOX_ORIGIN = `http://localhost:${port}`;
export const SERVER_ENV = { SQLITE_PATH: `.tmp/e2e-${port}.sqlite`, PUBLIC_SITE_URL: INBOX_ORIGIN };

export async function invite(email: string): Promise<string> {
  const result = await runStaff(["invite", email, "--name", "Grace Hopper"], SERVER_ENV);
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
  const result = await runStaff(["revoke", email], SERVER_ENV);
  if (result.code !== 0) throw new Error(result.stderr);
}

export async function waitForInbox(page: Page) {
  await page.getByRole("heading", { name: "Inbox", level: 1 }).waitFor();
}
