import { expect, type Page, test } from "@playwright/test";
import { enrolStaff, STRONG_PASSWORD, totpCode } from "#tests/support/staff/staff.ts";
import { INBOX_ORIGIN, SERVER_ENV, uniqueEmail } from "./staff-support.ts";

// Signing in ends on the staff screen first asked for, as GitHub's return_to does; a `next`
// that names anything but a staff screen on this origin is ignored, never followed.

test.use({ baseURL: INBOX_ORIGIN });

async function signIn(page: Page, email: string, totpUri: string) {
  await page.getByLabel("E-mail address", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  // Enrolment used this period's code: the next one is accepted.
  await page.getByLabel("Authentication code").fill(totpCode(totpUri, 1));
  await page.getByRole("button", { name: "Verify" }).click();
}

test("signing in lands on the screen first asked for, with its filters", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const email = uniqueEmail("return", testInfo.project.name);
  const { totpUri } = await enrolStaff(INBOX_ORIGIN, INBOX_ORIGIN, SERVER_ENV, email);

  const asked = `/inbox/audit?${new URLSearchParams({ actor: email })}`;
  await page.goto(asked);
  await expect(page.getByRole("heading", { name: "Staff sign-in", level: 1 })).toBeVisible();
  expect(new URL(page.url()).searchParams.get("next")).toBe(asked);
  await signIn(page, email, totpUri);
  await expect(page.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();
  expect(page.url()).toBe(`${INBOX_ORIGIN}${asked}`);
  await expect(page.getByLabel("Staff e-mail")).toHaveValue(email);

  // Signing out on purpose forgets the screen: whoever signs in next starts at the inbox.
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Staff sign-in", level: 1 })).toBeVisible();
  expect(page.url()).toBe(`${INBOX_ORIGIN}/inbox/sign-in`);
});

test("a hostile next is ignored: signing in ends on the inbox", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const email = uniqueEmail("hostile-next", testInfo.project.name);
  const { totpUri } = await enrolStaff(INBOX_ORIGIN, INBOX_ORIGIN, SERVER_ENV, email);
  const inbox = `${INBOX_ORIGIN}/inbox`;

  await page.goto(`/inbox/sign-in?${new URLSearchParams({ next: "//evil.example/inbox" })}`);
  await signIn(page, email, totpUri);
  await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
  expect(page.url()).toBe(inbox);

  // Signed in, sign-in sends a person on at once: by the same rule as after signing in.
  for (const next of [
    "https://evil.example/inbox",
    "//evil.example",
    "/\\evil.example/inbox",
    "javascript:alert(1)",
    "/inbox/../evil",
    "/elsewhere",
    "/inbox/api/export?format=csv",
  ]) {
    await page.goto(`/inbox/sign-in?${new URLSearchParams({ next })}`);
    await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
    expect([next, page.url()]).toEqual([next, inbox]);
  }
});
