import { expect, test } from "@playwright/test";
import { INBOX_ORIGIN, signedInContext, uniqueEmail } from "../inbox/staff-support.ts";
import { checkScreen } from "./portal-support.ts";
import { reportingSetting } from "./reporting-support.ts";

// The reporting steps staff take back or hand to a colleague, in Chromium against the real
// server: bank details entered through the form wait for a second staff member, who approves
// them in their own browser, and a mistyped set is withdrawn while pending; an applied import
// is undone as one step; and "view as" shows an investor's capital account as they see it,
// read only. axe on each state; at 1280 px only, as the same screens are checked at 375 px
// by portal-reporting.spec.ts (playwright.config.ts).

test.use({ baseURL: INBOX_ORIGIN });

test("bank details wait for a second person, an import is undone, and staff view the account as the investor", async ({
  page,
  context,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const setting = await reportingSetting(context, testInfo);
  const { names, deal } = setting;
  const here = `/inbox/portal/deals/${deal.id}/reporting`;

  // Entered through the form: pending, and refused to the one who entered them.
  await page.goto(here);
  const bank = page.getByRole("region", { name: "Bank details for calls" });
  await bank.getByLabel("Account name").fill("Harbour Fund LP");
  await bank.getByLabel("Bank", { exact: true }).fill("Second Example Bank");
  await bank.getByLabel("IBAN").fill("DE89 3704 0044 0532 0130 00");
  await bank.getByLabel("BIC").fill("COBADEFFXXX");
  await bank.getByRole("button", { name: "Save for approval" }).click();
  await expect(
    bank.getByRole("status").filter({ hasText: "Another staff member must approve" }),
  ).toBeVisible();
  const newRow = (where: typeof page) =>
    where.getByRole("table", { name: "Bank details" }).getByRole("row", { name: /DE89370400440532013000/ });
  await expect(newRow(page)).toContainText("Waiting for a second approval");
  await newRow(page).getByRole("button", { name: "Approve these bank details" }).click();
  await expect(bank.getByRole("alert")).toContainText("second staff member");
  await expect(newRow(page)).toContainText("Waiting for a second approval");
  await checkScreen(page, "reporting bank details pending");

  // A second staff member approves them in their own browser: the old ones are replaced.
  const secondContext = await browser.newContext({ baseURL: INBOX_ORIGIN, viewport: page.viewportSize() });
  await signedInContext(secondContext, uniqueEmail("report-second", testInfo.project.name));
  const second = await secondContext.newPage();
  await second.goto(here);
  await newRow(second).getByRole("button", { name: "Approve these bank details" }).click();
  await expect(newRow(second)).toContainText("Approved");
  await expect(
    second.getByRole("table", { name: "Bank details" }).getByRole("row", { name: /GB33BUKB20201555555555/ }),
  ).toContainText("Replaced");
  await secondContext.close();

  // A mistyped set is withdrawn while pending: no one can approve it later.
  await page.reload();
  await bank.getByLabel("Account name").fill("Harbour Fund LP");
  await bank.getByLabel("Bank", { exact: true }).fill("Mistyped Bank");
  await bank.getByLabel("IBAN").fill("FR76 3000 6000 0112 3456 7890 189");
  await bank.getByLabel("BIC").fill("AGRIFRPP");
  await bank.getByRole("button", { name: "Save for approval" }).click();
  const typo = page.getByRole("table", { name: "Bank details" }).getByRole("row", { name: /Mistyped Bank/ });
  await expect(typo).toContainText("Waiting for a second approval");
  await typo.getByRole("button", { name: "Withdraw" }).click();
  await expect(bank.getByRole("status").filter({ hasText: "Withdrawn" })).toBeVisible();
  await expect(typo).toHaveCount(0);
  await expect(newRow(page)).toContainText("Approved");
  await checkScreen(page, "reporting bank details withdrawn");

  // An import applied, then undone as one step: its NAV is gone again.
  await page.goto(`${here}/imports`);
  await page.getByLabel("File (CSV or XLSX)").setInputFiles({
    name: "nav-q1.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`organisation,date,kind,amount\n${names.alder},2026-03-31,nav,260000.00\n`),
  });
  await page.getByRole("button", { name: "Upload and preview" }).click();
  await expect(page.getByRole("heading", { name: "nav-q1.csv: Ready to apply" })).toBeVisible();
  await page.getByRole("button", { name: "Apply the whole import" }).click();
  await expect(page.getByRole("heading", { name: "nav-q1.csv: Applied" })).toBeVisible();
  await page.getByRole("button", { name: "Undo this import" }).click();
  await expect(page.getByRole("heading", { name: "nav-q1.csv: Undone" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "removed as one step" })).toBeVisible();
  await checkScreen(page, "reporting import undone");
  await page.goto(`${here}/valuations`);
  await expect(page.getByRole("main")).not.toContainText("$260,000.00");

  // "View as" the investor: their capital account, marked as a preview, nothing to export.
  const investor = await setting.person(setting.alder.id, "principal", "Ada Alder");
  await page.goto(`/inbox/portal/people/${investor.person.id}/view-as/deals/${deal.id}`);
  await page.getByRole("link", { name: "Reporting as this person sees it" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Capital account: ${names.deal}` })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Preview" })).toContainText("Ada Alder");
  await expect(page.locator('[data-figure="commitment"] dd')).toHaveText("$1,000,000.00");
  await expect(page.getByRole("link", { name: /Download/ })).toHaveCount(0);
  await checkScreen(page, "reporting view as investor");
});
