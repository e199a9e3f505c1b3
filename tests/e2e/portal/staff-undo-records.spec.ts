import { expect, test } from "@playwright/test";
import type { PortalOrganisation } from "#common/portal-api.ts";
import { INBOX_ORIGIN } from "../inbox/staff-support.ts";
import { checkScreen, uniqueName } from "./portal-support.ts";
import { undoSetting } from "./staff-undo-support.ts";

// Checking before and undoing after, on a deal and an organisation: the questions waiting
// are counted in the portal section, the deals list and the deal; "Answer privately" says
// where the answer goes, and an answer is edited; access is revoked only after naming what
// ends, then restored; a deal is archived after showing what it touches, and an
// organisation nothing depends on is deleted. The picker chooses nothing by itself.

test.use({ baseURL: INBOX_ORIGIN });

test("questions counted and answered, access revoked and restored, a deal archived", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  const { deal, names, asPerson } = await undoSetting(context, testInfo, "records");
  const asked = await asPerson<{ id: string }>(`/deals/${deal.id}/questions`, { body: "When is the close?" });
  expect(asked.status).toBe(201);

  // Waiting: in the portal section, on the deal's row, and on its Questions tab.
  await page.goto(`/inbox/portal/deals?${new URLSearchParams({ q: names.deal })}`);
  const waiting = page.getByRole("navigation", { name: "Questions waiting for an answer, by deal" });
  await expect(waiting.getByRole("link", { name: `${names.deal} (1 waiting)` })).toBeVisible();
  await expect(page.getByRole("list", { name: "Results" })).toContainText("1 question waiting for an answer");
  await checkScreen(page, "deals with questions waiting");
  await page.getByRole("list", { name: "Results" }).getByRole("link", { name: names.deal }).click();
  const tabs = page.getByRole("navigation", { name: "Parts of the deal" });
  await expect(tabs.getByRole("link", { name: "Questions (1 waiting)" })).toBeVisible();

  // Revoking names what ends; Cancel changes nothing; then revoked, then restored.
  const grants = page.getByRole("list", { name: "Access", exact: true });
  await page.getByRole("button", { name: `Revoke the access of ${names.organisation}` }).click();
  const revoke = page.getByRole("dialog", { name: "Revoke access?" });
  await expect(revoke).toContainText(
    `${names.organisation} loses access to ${names.deal}. The 1 person in it no longer sees the deal`,
  );
  await checkScreen(page, "revoke confirmation");
  await revoke.getByRole("button", { name: "Cancel" }).click();
  await expect(revoke).toBeHidden();
  await expect(grants.getByRole("listitem")).toContainText(["Live"]);
  await page.getByRole("button", { name: `Revoke the access of ${names.organisation}` }).click();
  await revoke.getByRole("button", { name: "Revoke access" }).click();
  await expect(grants.getByRole("listitem")).toContainText(["Revoked"]);
  expect((await asPerson(`/deals/${deal.id}`)).status).toBe(403);
  await page.getByRole("button", { name: `Restore the access of ${names.organisation}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "restored" })).toHaveText(
    `Access of ${names.organisation} restored, with the same last day.`,
  );
  await expect(grants.getByRole("listitem")).toContainText(["Live", "Revoked"]);
  expect((await asPerson(`/deals/${deal.id}`)).status).toBe(200);
  await checkScreen(page, "access restored");

  // "Answer privately" says who will see it, and where it went; the answer is then edited.
  await tabs.getByRole("link", { name: /^Questions/ }).click();
  const questions = page.getByRole("list", { name: "Questions" });
  await questions.getByLabel("Answer in Markdown").fill("In **March**.");
  await questions.getByRole("button", { name: "Answer privately" }).click();
  const privately = page.getByRole("dialog", { name: "Send this answer privately?" });
  await expect(privately).toContainText(`Only the people of ${names.organisation} will see it`);
  await checkScreen(page, "answer privately confirmation");
  await privately.getByRole("button", { name: "Send privately" }).click();
  await expect(tabs.getByRole("link", { name: "Questions", exact: true })).toBeVisible();
  // Other tests' deals may still wait; this one no longer does.
  await expect(waiting.getByRole("link", { name: names.deal, exact: false })).toHaveCount(0);
  await page.getByRole("link", { name: "All", exact: true }).click();
  await questions.getByRole("button", { name: "Edit the answer" }).click();
  await questions.getByLabel("Answer in Markdown").fill("In **April**.");
  await questions.getByRole("button", { name: "Save the answer" }).click();
  await expect(questions.getByRole("status")).toHaveText(
    "Answer changed; the earlier text is kept in the record.",
  );
  await expect(questions.getByRole("listitem")).toContainText(["Answer edited"]);
  await expect(questions.locator("strong")).toHaveText("April");
  await checkScreen(page, "answer edited");

  // Archive: what it touches first, then access ends and the deal says it is archived.
  await page.getByRole("button", { name: "Archive or delete" }).click();
  const archive = page.getByRole("dialog", { name: `Archive or delete ${names.deal}?` });
  await expect(archive).toContainText(`${names.organisation} loses ${names.deal} (1 person)`);
  await expect(archive).toContainText("1 question");
  await expect(archive).toContainText("It cannot be deleted");
  await expect(archive.getByRole("button", { name: "Delete for good" })).toHaveCount(0);
  await checkScreen(page, "archive confirmation");
  await archive.getByRole("button", { name: "Archive", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Archived" })).toHaveText(
    "Archived: its access has ended.",
  );
  await expect(page.getByText(/Archived: its access has ended and it is offered in no list/)).toBeVisible();
  expect((await asPerson(`/deals/${deal.id}`)).status).toBe(403);
  await checkScreen(page, "deal archived");
});

test("an organisation nothing depends on is deleted, and the picker chooses nothing by itself", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const { call } = await undoSetting(context, testInfo, "delete");
  const name = uniqueName("Typo Office", testInfo);
  const organisation = await call<PortalOrganisation>("/organisations", { name, kind: "endowment" });
  await page.goto(`/inbox/portal/organisations/${organisation.id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const picker = page.getByRole("group", { name: "Choose a deal" });
  const choice = picker.getByLabel("Choose a deal", { exact: true });
  await expect(picker.getByRole("status")).not.toHaveText("Loading…");
  await expect(picker.getByRole("status")).not.toHaveText("Nothing matches; change the words.");
  await expect(choice).toHaveValue("");
  await picker.getByLabel("Find a deal").fill("no deal is called this");
  await picker.getByLabel("Find a deal").press("Enter");
  await expect(picker.getByRole("status")).toHaveText("Nothing matches; change the words.");
  await checkScreen(page, "organisation before delete");

  await page.getByRole("button", { name: "Archive or delete" }).click();
  const dialog = page.getByRole("dialog", { name: `Archive or delete ${name}?` });
  await expect(dialog).toContainText("No access is live now: nobody loses any.");
  await expect(dialog).toContainText("Nothing depends on it: it can be deleted for good.");
  await checkScreen(page, "delete confirmation");
  await dialog.getByRole("button", { name: "Delete for good" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Organisations" })).toBeVisible();
  await expect(page).toHaveURL(/\/inbox\/portal\/organisations$/);
  expect((await call<unknown>(`/organisations?${new URLSearchParams({ q: name })}`)) as unknown).toEqual({
    items: [],
    nextCursor: null,
  });
});
