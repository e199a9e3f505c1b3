import { expect, test } from "@playwright/test";
import type { PortalDealPage } from "#common/portal-person-api.ts";
import { INBOX_ORIGIN } from "../inbox/staff-support.ts";
import { checkScreen } from "./portal-support.ts";
import { undoSetting } from "./staff-undo-support.ts";

// An update checked before it goes out and taken back after: the Markdown previewed as the
// server will store it, posted, edited (the person reads the new text, staff keep the old),
// then withdrawn after a confirmation that says whom it leaves (the person no longer sees it).

test.use({ baseURL: INBOX_ORIGIN });

test("an update is previewed, posted, edited and withdrawn", async ({ page, context }, testInfo) => {
  test.setTimeout(150_000);
  const { deal, asPerson } = await undoSetting(context, testInfo, "updates");
  const seen = async () =>
    (await asPerson<PortalDealPage>(`/deals/${deal.id}`)).body.updates.map((u) => u.title);
  await page.goto(`/inbox/portal/deals/${deal.id}/updates`);
  await expect(page.getByRole("heading", { level: 2, name: "Updates" })).toBeVisible();

  const post = page.getByRole("region", { name: "Post an update" });
  await post.getByLabel("Title").fill("Q3 lettre");
  await post.getByLabel("Update in Markdown").fill("Capital call on **3 May**.\n\n<b>raw</b>");
  await post.getByRole("button", { name: "Preview" }).click();
  const preview = post.getByRole("region", { name: "Preview: as people will read it" });
  await expect(preview.locator("strong")).toHaveText("3 May");
  // Raw HTML is dropped, as it is for the people who read the update.
  await expect(preview.locator("b")).toHaveCount(0);
  await expect(preview).not.toContainText("<b>");
  await expect(post.locator(".preview-title")).toHaveText("Q3 lettre");
  await checkScreen(page, "update preview");
  await post.getByRole("button", { name: "Post update" }).click();
  await expect(post.getByRole("status").filter({ hasText: "Update posted." })).toBeVisible();
  await expect(post.getByRole("region", { name: "Preview: as people will read it" })).toHaveCount(0);
  await expect.poll(seen).toEqual(["Q3 lettre"]);

  const updates = page.getByRole("list", { name: "Updates" });
  await updates.getByRole("button", { name: "Edit “Q3 lettre”" }).click();
  await updates.getByLabel("Title").fill("Q3 letter");
  await updates.getByLabel("Update in Markdown").fill("Capital call on **13 May**.");
  await updates.getByRole("button", { name: "Preview" }).click();
  await expect(updates.getByRole("region", { name: "Preview: as people will read it" })).toContainText(
    "13 May",
  );
  await checkScreen(page, "update edit");
  await updates.getByRole("button", { name: "Save changes" }).click();
  await expect(updates.getByRole("status").filter({ hasText: "Update changed." })).toBeVisible();
  await expect(updates.getByRole("listitem").first()).toContainText("Edited");
  await updates.getByText("Earlier versions (1)").click();
  await expect(updates.getByRole("list", { name: "Earlier versions, newest first" })).toContainText(
    "Capital call on **3 May**.",
  );
  await expect.poll(seen).toEqual(["Q3 letter"]);
  await checkScreen(page, "update edited");

  await updates.getByRole("button", { name: "Withdraw “Q3 letter”" }).click();
  const dialog = page.getByRole("dialog", { name: "Withdraw this update?" });
  await expect(dialog).toContainText("“Q3 letter” disappears at once for the 1 person it reaches now");
  await checkScreen(page, "update withdraw confirmation");
  await dialog.getByRole("button", { name: "Withdraw the update" }).click();
  await expect(updates.getByRole("status").filter({ hasText: "Update withdrawn" })).toBeVisible();
  await expect(updates.getByRole("listitem").first()).toContainText("Withdrawn");
  await expect(updates.getByRole("button", { name: "Edit “Q3 letter”" })).toHaveCount(0);
  await expect.poll(seen).toEqual([]);
  await checkScreen(page, "update withdrawn");
});
