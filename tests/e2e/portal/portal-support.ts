import AxeBuilder from "@axe-core/playwright";
import {
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Page,
  type TestInfo,
} from "@playwright/test";
import * as OTPAuth from "otpauth";
import type { ReceivedMail } from "../../support/smtp.ts";
import { enrolStaff, STRONG_PASSWORD, type StaffClient } from "../../support/staff.ts";
import type { PortalServer } from "./portal-server.ts";

/** The WCAG levels every portal screen is checked against (the staff screens' too). */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe finds nothing on the screen as it is now; `label` names the screen in a failure. */
export async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect([label, results.violations.map((v) => `${v.id}: ${v.nodes[0]?.html}`)]).toEqual([label, []]);
}

/** A new context's screen: the project's (1280 or 375 px, touch on the phone), on `base`. */
export function screenOf(testInfo: TestInfo, base: string): BrowserContextOptions {
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  return {
    baseURL: base,
    ...(viewport ? { viewport } : {}),
    isMobile: isMobile ?? false,
    hasTouch: hasTouch ?? false,
  };
}

/** A screenshot of the screen as it is, kept with the test's results to be looked at. */
export async function keepShot(page: Page, name: string, outputPath: (name: string) => string) {
  await page.screenshot({ path: outputPath(`${name}.png`), fullPage: true });
}

export function totpFromSecret(secret: string, offsetPeriods = 0): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offsetPeriods * 30_000 });
}

export function uniqueEmail(label: string, project: string): string {
  return `${label}-${project}-${Date.now().toString(36)}@example.com`;
}

/** The staff side of a test: a member signed in with both factors, calling the staff API. */
export interface Staff {
  client: StaffClient;
  /** A call of /inbox/api/portal that must succeed; its JSON body. */
  call<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T>;
}

export async function signInStaff(server: PortalServer, email: string): Promise<Staff> {
  const { client } = await enrolStaff(server.base, server.base, server.env, email, "Sam Staff");
  return {
    client,
    async call<T>(method: string, path: string, body?: unknown): Promise<T> {
      const answer = await client.json<T>(`/inbox/api/portal${path}`, {
        method,
        ...(body === undefined ? {} : { body }),
      });
      expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
      return answer.body;
    },
  };
}

export interface Setting {
  organisationId: string;
  dealId: string;
  grantId: string;
}

/** An organisation with a live grant on a new deal; terms published when the deal asks for them. */
export async function dealFor(
  staff: Staff,
  names: { organisation: string; deal: string },
  terms?: string,
): Promise<Setting> {
  const organisation = await staff.call<{ id: string }>("POST", "/organisations", {
    name: names.organisation,
    kind: "pension_fund",
  });
  const deal = await staff.call<{ id: string }>("POST", "/deals", {
    name: names.deal,
    kind: "fund_raise",
    status: "marketing",
    termsRequired: terms !== undefined,
  });
  if (terms !== undefined) await staff.call("PUT", `/deals/${deal.id}/terms`, { bodyMd: terms });
  const grant = await staff.call<{ id: string }>("POST", `/deals/${deal.id}/grants`, {
    organisationId: organisation.id,
  });
  return { organisationId: organisation.id, dealId: deal.id, grantId: grant.id };
}

/** A person in `organisationId` with `role`, invited: their id and the link of the invitation's e-mail. */
export async function invitePerson(
  server: PortalServer,
  staff: Staff,
  person: { email: string; name: string; organisationId: string; role?: string },
): Promise<{ personId: string; link: string }> {
  const created = await staff.call<{ id: string }>("POST", "/people", {
    email: person.email,
    name: person.name,
  });
  await staff.call("POST", `/organisations/${person.organisationId}/members`, {
    personId: created.id,
    role: person.role ?? "principal",
  });
  await staff.call("POST", `/people/${created.id}/invitation`);
  const mail = await mailTo(server, person.email, (message) =>
    /\/portal\/invitation\?token=/.test(textOf(message)),
  );
  const link = /https?:\/\/\S+\/portal\/invitation\?token=[A-Za-z0-9_-]+/.exec(textOf(mail))?.[0];
  if (!link) throw new Error(`no invitation link in: ${textOf(mail)}`);
  return { personId: created.id, link };
}

export function textOf(mail: ReceivedMail): string {
  return `${mail.parsed?.subject ?? ""}\n${mail.parsed?.text ?? ""}\n${mail.parsed?.html ?? ""}`;
}

/** The first message to `email` that `matches`, waiting for it to arrive. */
export async function mailTo(
  server: PortalServer,
  email: string,
  matches: (mail: ReceivedMail) => boolean,
): Promise<ReceivedMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    await server.sink.idle();
    const found = server.sink.messages.find(
      (mail) => mail.envelope.to.some((to) => to.toLowerCase() === email.toLowerCase()) && matches(mail),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching mail to ${email}`);
    await server.sink
      .waitFor(server.sink.messages.length + 1, Math.max(1, deadline - Date.now()))
      .catch(() => undefined);
  }
}

/**
 * The invitation's screens as a new person goes through them: password, authenticator,
 * recovery codes, then home. `check` runs axe on each. Returns the authenticator's key.
 */
export async function setUpAccount(page: Page, link: string, check = false): Promise<string> {
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Set up your portal account" })).toBeVisible();
  if (check) await expectNoViolations(page, "invitation");
  await page.getByLabel("New password", { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel("Repeat the password", { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Add your authenticator app" })).toBeVisible();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  if (check) await expectNoViolations(page, "enrolment");
  const secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
  await page.getByLabel("Authentication code", { exact: true }).fill(totpFromSecret(secret));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: "Save your recovery codes" })).toBeVisible();
  await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  if (check) await expectNoViolations(page, "recovery codes");
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByRole("heading", { name: "Your deals", level: 1 })).toBeVisible();
  return secret;
}

/** A second person, enrolled in their own browser context (its cookies only under /portal/). */
export async function enrolledContext(context: BrowserContext, link: string): Promise<Page> {
  const page = await context.newPage();
  await setUpAccount(page, link);
  return page;
}
