import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { INBOX_ORIGIN } from "../inbox/staff-support.ts";
import { checkScreen } from "./portal-support.ts";
import { asPersonIn, quarterFile, reportingSetting } from "./reporting-support.ts";

// The portal's reporting in Chromium against the real server: staff import a quarter's file
// (one line matched by hand) and publish a capital call; the investor reads their capital
// account and notice, and the XLSX export holds the same figures; the sponsor sees only
// aggregates. axe on every reporting screen, at the project's width (375 and 1280 px).

test.use({ baseURL: INBOX_ORIGIN });

/** A worksheet's first two columns, read by exceljs in plain Node (see read-xlsx.ts). */
function xlsxLines(file: string, sheet: string): Map<string, string> {
  const reader = fileURLToPath(new URL("../../support/reporting/read-xlsx.ts", import.meta.url));
  const out = execFileSync(process.execPath, ["--disable-warning=ExperimentalWarning", reader, file, sheet], {
    encoding: "utf8",
  });
  return new Map(JSON.parse(out) as [string, string][]);
}

test("staff import and publish a call; the investor reads and exports it; the sponsor sees aggregates", async ({
  page,
  context,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const setting = await reportingSetting(context, testInfo);
  const { names, deal } = setting;
  const here = `/inbox/portal/deals/${deal.id}/reporting`;

  // The deal's Reporting tab: the raise, the approved bank details.
  await page.goto(`/inbox/portal/deals/${deal.id}`);
  await page
    .getByRole("navigation", { name: "Parts of the deal" })
    .getByRole("link", { name: "Reporting" })
    .click();
  const raise = page.getByRole("table", { name: "Each organisation's position" });
  await expect(raise.getByRole("row", { name: new RegExp(names.alder) })).toContainText("$1,000,000.00");
  await expect(page.getByRole("table", { name: "Bank details" })).toContainText("Approved");
  await checkScreen(page, "reporting staff overview");

  // Import: one line names no organisation and blocks; matched by hand, then applied whole.
  await page
    .getByRole("navigation", { name: "Reporting parts" })
    .getByRole("link", { name: "Import a file" })
    .click();
  await checkScreen(page, "reporting staff upload");
  await page.getByLabel("File (CSV or XLSX)").setInputFiles({
    name: "q1-2026.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(quarterFile(names)),
  });
  await page.getByRole("button", { name: "Upload and preview" }).click();
  await expect(page.getByRole("heading", { name: "q1-2026.csv: Blocked" })).toBeVisible();
  await expect(page.getByText("1 row is not matched to one organisation")).toBeVisible();
  await expect(page.getByRole("button", { name: "Apply the whole import" })).toHaveCount(0);
  await checkScreen(page, "reporting staff import blocked");
  await page.getByLabel("Organisation for line 5").selectOption({ label: names.birch });
  await page.getByRole("button", { name: "Save the matches" }).click();
  await expect(page.getByRole("heading", { name: "q1-2026.csv: Ready to apply" })).toBeVisible();
  const changes = page.getByRole("table", { name: "What applying the import adds, per organisation" });
  await expect(changes.getByRole("row", { name: new RegExp(names.alder) })).toContainText("$250,000.00");
  await page.getByRole("button", { name: "Apply the whole import" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Applied" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Undo this import" })).toBeVisible();
  await checkScreen(page, "reporting staff import applied");

  // A call of 10% of commitments: reviewed as its allocation table, then published.
  await page.goto(here);
  const draft = page.locator("form").filter({ hasText: "Draft a call or distribution" });
  await draft.getByLabel("Kind").selectOption("call");
  await draft.getByLabel("Date", { exact: true }).fill("2026-04-01");
  await draft.getByLabel("Due date").fill("2026-04-15");
  await draft.getByLabel("Percentage of commitments").fill("10");
  await draft.getByLabel("Purpose (calls)").selectOption("investment");
  await draft.getByRole("button", { name: "Draft and review the allocation" }).click();
  const allocation = page.getByRole("table", { name: /Allocation to each organisation/ });
  await expect(allocation.getByRole("row", { name: new RegExp(names.alder) })).toContainText("$100,000.00");
  await expect(allocation.getByRole("row", { name: new RegExp(names.birch) })).toContainText("$300,000.00");
  await expect(allocation.getByRole("row", { name: /Total/ })).toContainText("$400,000.00");
  await checkScreen(page, "reporting staff call review");
  await page.getByRole("button", { name: "Publish to investors" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
  await page.goto(`${here}/valuations`);
  await expect(page.getByRole("table", { name: /NAV of each organisation/ })).toContainText("$260,000.00");
  await checkScreen(page, "reporting staff valuations");

  // The investor, who works for both investors: figures as of the quarter's end for the
  // organisation chosen, the notice with the approved bank details.
  const investor = await setting.person(setting.alder.id, "principal", "Ada Alder", [
    { organisationId: setting.birch.id, role: "finance" },
  ]);
  const lpContext = await browser.newContext({ baseURL: INBOX_ORIGIN, viewport: page.viewportSize() });
  await asPersonIn(lpContext, investor.client);
  const lp = await lpContext.newPage();
  await lp.goto(`/portal/deals/${deal.id}`);
  await lp.getByRole("link", { name: "Reporting" }).click();
  await expect(lp.getByRole("heading", { name: `Capital account: ${names.deal}`, level: 1 })).toBeVisible();
  const organisation = lp.getByLabel("Organisation");
  await expect(organisation.getByRole("option")).toHaveText([names.alder, names.birch]);
  await organisation.selectOption({ label: names.alder });
  await lp.getByLabel("As of").fill("2026-03-31");
  await lp.getByRole("button", { name: "Show" }).click();
  await expect(lp).toHaveURL(/asOf=2026-03-31/);
  await expect(organisation).toHaveValue(setting.alder.id);
  const figure = (name: string) => lp.locator(`[data-figure="${name}"] dd`);
  await expect(figure("commitment")).toHaveText("$1,000,000.00");
  await expect(figure("paidIn")).toHaveText("$250,000.00");
  await expect(figure("unfunded")).toHaveText("$750,000.00");
  await expect(figure("nav")).toHaveText("$260,000.00");
  await expect(figure("tvpi")).toHaveText("1.04x");
  await expect(lp.getByRole("img", { name: /Over time/ })).toBeVisible();
  await expect(
    lp.getByRole("table", { name: /Cumulative contributions, distributions and NAV/ }),
  ).toContainText("$260,000.00");
  const notice = lp.getByRole("article", { name: /Capital call/ });
  await expect(notice).toContainText("$100,000.00");
  await expect(lp.getByText("GB33BUKB20201555555555")).toBeVisible();
  await checkScreen(lp, "reporting investor account");

  // The XLSX export opens with the same figures.
  const [download] = await Promise.all([
    lp.waitForEvent("download"),
    lp.getByRole("link", { name: "Download XLSX (Excel)" }).click(),
  ]);
  const lines = xlsxLines(await download.path(), "Capital account");
  expect(Number(lines.get("Total Commitment"))).toBe(1_000_000);
  expect(Number(lines.get("Paid-In Capital"))).toBe(250_000);
  expect(Number(lines.get("Net Asset Value"))).toBe(260_000);
  expect(lines.get("As of Date")).toBe("2026-03-31");

  // The other organisation: its own figures and its own share of the call.
  await organisation.selectOption({ label: names.birch });
  await lp.getByRole("button", { name: "Show" }).click();
  await expect(organisation).toHaveValue(setting.birch.id);
  await expect(figure("commitment")).toHaveText("$3,000,000.00");
  await expect(figure("paidIn")).toHaveText("$750,000.00");
  await expect(lp.getByRole("article", { name: /Capital call/ })).toContainText("$300,000.00");
  await expect(lp.getByLabel("As of")).toHaveValue("2026-03-31");
  await lpContext.close();

  // The sponsor: totals and groups, never an investor's name (names are off for this deal).
  const sponsor = await setting.person(setting.sponsor.id, "principal", "Sam Sponsor");
  const gpContext = await browser.newContext({ baseURL: INBOX_ORIGIN, viewport: page.viewportSize() });
  await asPersonIn(gpContext, sponsor.client);
  const gp = await gpContext.newPage();
  await gp.goto(`/portal/deals/${deal.id}/reporting`);
  await expect(gp.getByRole("heading", { name: `The raise: ${names.deal}`, level: 1 })).toBeVisible();
  await expect(gp.getByRole("main")).toContainText("$4,000,000.00");
  await expect(gp.getByRole("main")).not.toContainText(names.alder);
  await expect(gp.getByRole("main")).not.toContainText(names.birch);
  await expect(gp.getByRole("table", { name: "Investors" })).toHaveCount(0);
  await checkScreen(gp, "reporting sponsor raise");
  await gpContext.close();
});
