import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { PORTAL, PORTAL_OPEN } from "#app/site/content/portal.ts";
import { enrolStaff } from "#tests/support/staff/staff.ts";
import { startReadmeServer } from "../inbox/staff-support.ts";

// With the portal off (the default: a server started as the README says, no PORTAL_ENABLED),
// the staff app offers none of the portal's screens: no "Portal" section, no hint about it on
// the audit log, and an address under /inbox/portal is "No such page".

let server: Awaited<ReturnType<typeof startReadmeServer>>;
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  server = await startReadmeServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test("the staff app shows nothing of the portal while it is off", async ({ page, context }, testInfo) => {
  test.setTimeout(60_000);
  const origin = `http://localhost:${server.port}`;
  const email = `off-${testInfo.project.name}-${Date.now().toString(36)}@ucp.example`;
  const enrolled = await enrolStaff(origin, origin, server.env, email);
  await context.addCookies(
    [...enrolled.client.cookies].map(([name, value]) => ({ name, value, url: `${origin}/inbox/` })),
  );
  await page.goto(`${origin}/inbox/audit`);
  const sections = page.getByRole("navigation", { name: "Staff sections" });
  await expect(sections.getByRole("link", { name: "Audit log" })).toBeVisible();
  await expect(sections.getByRole("link")).toHaveText(["Inbox", "Audit log", "Erase a visitor", "Account"]);
  await expect(sections.getByRole("link", { name: "Audit log" })).toHaveAttribute("aria-current", "page");
  await expect(sections.getByRole("link", { name: "Inbox" })).not.toHaveAttribute("aria-current");
  await expect(page.getByText("open it under Portal")).toHaveCount(0);

  await page.goto(`${origin}/inbox/portal/deals`);
  await expect(page.getByRole("heading", { level: 1, name: "No such page" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Portal records" })).toHaveCount(0);
  await page.getByRole("link", { name: "Back to the inbox" }).click();
  await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(`${origin}/inbox`);
});

test("the public /portal page reads as the specification says, with no way to sign in", async ({ page }) => {
  await page.goto(`http://localhost:${server.port}/portal`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PORTAL.title);
  await expect(page.getByText(PORTAL.text)).toBeVisible();
  await expect(page.getByText(PORTAL.assurance)).toBeVisible();
  await expect(page.getByRole("link", { name: PORTAL_OPEN.signIn.label })).toHaveCount(0);
  const current = page
    .getByRole("navigation", { name: "Main", includeHidden: true })
    .locator('a[aria-current="page"]');
  await expect(current).toHaveText(["GP/LP Portal"]);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(results.violations).toEqual([]);
});
