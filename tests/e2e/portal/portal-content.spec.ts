import { expect, test } from "@playwright/test";
import type { PortalDeal, PortalOrganisation } from "#common/portal-api.ts";
import type { PortalUpdateSummary } from "#common/portal-person-api.ts";
import { textDocument } from "#tests/fixtures/pdf/text-document.ts";
import { putFile, signedInPerson } from "#tests/support/portal/index.ts";
import { INBOX_ORIGIN, signedInContext, uniqueEmail } from "../inbox/staff-support.ts";
import { checkScreen, uniqueName } from "./portal-support.ts";

// A deal's content as staff keep it, with a real portal person on the other side (signed
// in over HTTP with both factors): terms published, then accepted by the person; an update
// posted to chosen organisations, then read; a question asked, answered privately, then
// published; and "view as" the person, a read-only preview, down to a document of theirs
// opened in the viewer. Each screen checked by axe.

test.use({ baseURL: INBOX_ORIGIN });

test("terms, updates, questions and a preview of what the person sees", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(150_000);
  const staff = (await signedInContext(context, uniqueEmail("content", testInfo.project.name))).client;
  const call = async <T>(path: string, body?: unknown, method?: string) => {
    const answer = await staff.json<T>(`/inbox/api/portal${path}`, { body, method });
    expect(answer.status, path).toBeLessThan(300);
    return answer.body;
  };
  const dealName = uniqueName("Alpine Rail", testInfo);
  const orgName = uniqueName("Endowment", testInfo);
  const personName = uniqueName("Lena Legal", testInfo);
  const deal = await call<PortalDeal>("/deals", {
    name: dealName,
    kind: "fund_raise",
    status: "marketing",
    termsRequired: true,
  });
  const organisation = await call<PortalOrganisation>("/organisations", { name: orgName, kind: "endowment" });
  await call(`/deals/${deal.id}/grants`, { organisationId: organisation.id });
  const lena = await signedInPerson(
    { base: INBOX_ORIGIN, origin: INBOX_ORIGIN, staff },
    {
      email: uniqueEmail("lena", testInfo.project.name),
      name: personName,
      memberships: [{ organisationId: organisation.id, role: "legal" }],
    },
  );
  // A legal document for the deal (Lena's role reads it), download off.
  const uploaded = await putFile(
    INBOX_ORIGIN,
    INBOX_ORIGIN,
    staff,
    `/inbox/api/portal/deals/${deal.id}/documents?name=Fund%20terms.pdf&type=legal_document`,
    await textDocument(3),
  );
  expect(uploaded.status).toBe(201);
  await call(`/documents/${uploaded.body.id}/publication`, undefined, "POST");
  const dealPath = `/inbox/portal/deals/${deal.id}`;

  // Terms: none yet; a first version published; the person waits, then accepts.
  await page.goto(`${dealPath}/terms`);
  await expect(page.getByText("This deal has no terms yet.")).toBeVisible();
  await page.getByLabel("Terms in Markdown").fill("# Confidentiality\n\nKeep every page **private**.");
  await page.getByRole("button", { name: "Publish a new version" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Version 1 published." })).toBeVisible();
  // The warning that the deal asks for terms none are written for goes once they are.
  await expect(page.getByText("This deal asks for terms, but none are published")).toHaveCount(0);
  const terms = page.getByRole("region", { name: "The terms as people read them" });
  await expect(terms.getByRole("heading", { name: "Confidentiality" })).toBeVisible();
  await expect(
    page.getByRole("list", { name: "People who have not accepted the newest version" }),
  ).toContainText(personName);
  await checkScreen(page, "deal terms");
  const accepted = await lena.client.json(`/portal/api/deals/${deal.id}/terms/acceptance`, {
    body: { version: 1 },
  });
  expect(accepted.status).toBe(204);
  await page.reload();
  await expect(page.getByRole("list", { name: "Who accepted" })).toContainText(personName);
  await expect(page.getByText("Nobody with access is waiting.")).toBeVisible();

  // An update to the organisations chosen: refused with none chosen, then posted, then read.
  await page
    .getByRole("navigation", { name: "Parts of the deal" })
    .getByRole("link", { name: "Updates" })
    .click();
  await expect(page.getByRole("heading", { level: 2, name: "Updates" })).toBeFocused();
  await page.getByLabel("Title").fill("First close reached");
  await page.getByLabel("Update in Markdown").fill("We reached the **first close**.");
  await page.getByLabel("Only the organisations chosen below").check();
  await page.getByRole("button", { name: "Post update" }).click();
  await expect(page.getByRole("alert")).toHaveText("Choose at least one organisation.");
  await page.getByRole("checkbox", { name: orgName }).check();
  await page.getByRole("button", { name: "Post update" }).click();
  await expect(page.getByRole("status").filter({ hasText: "posted" })).toHaveText("Update posted.");
  const updates = page.getByRole("list", { name: "Updates" });
  await expect(updates.getByRole("listitem")).toContainText(["Read by 0 of 1 person"]);
  await checkScreen(page, "deal updates");
  const list = await lena.client.json<{ items: PortalUpdateSummary[] }>(
    `/portal/api/deals/${deal.id}/updates`,
  );
  const update = list.body.items[0];
  expect(update?.title).toBe("First close reached");
  expect((await lena.client.json(`/portal/api/deals/${deal.id}/updates/${update?.id}`)).status).toBe(200);
  await page.reload();
  await expect(updates.getByRole("listitem")).toContainText(["Read by 1 of 1 person"]);
  await updates.getByRole("button", { name: "Who saw it" }).click();
  await expect(page.getByRole("list", { name: "Who saw “First close reached”" })).toContainText(personName);

  // A question: answered privately, then published to the whole deal.
  const asked = await lena.client.json(`/portal/api/deals/${deal.id}/questions`, {
    body: { body: "When is the final close?" },
  });
  expect(asked.status).toBe(201);
  await page
    .getByRole("navigation", { name: "Parts of the deal" })
    .getByRole("link", { name: "Questions" })
    .click();
  const questions = page.getByRole("list", { name: "Questions" });
  await expect(questions.getByRole("listitem")).toContainText(["When is the final close?"]);
  await expect(questions.getByRole("listitem")).toContainText([`${personName}, ${orgName}`]);
  await checkScreen(page, "deal questions");
  await questions.getByLabel("Answer in Markdown").fill("In **March**.");
  await questions.getByRole("button", { name: "Answer privately" }).click();
  await page
    .getByRole("dialog", { name: "Send this answer privately?" })
    .getByRole("button", { name: "Send privately" })
    .click();
  await expect(page.getByText("No questions here.")).toBeVisible();
  await page.getByRole("link", { name: "All", exact: true }).click();
  await expect(questions.getByRole("listitem")).toContainText(["Seen only by the asker's organisation"]);
  await questions.getByRole("button", { name: "Publish question and answer" }).click();
  await expect(questions.getByRole("status")).toHaveText("Published to everyone on the deal.");
  await expect(questions.getByRole("listitem")).toContainText(["Published to the deal"]);

  // "View as": the person's home and the deal, marked as a preview, nothing to change.
  await page.goto(`/inbox/portal/people/${lena.person.id}`);
  await page.getByRole("link", { name: `Preview what ${personName} sees` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${personName}'s portal` })).toBeFocused();
  await expect(page.getByRole("complementary", { name: "Preview" })).toContainText(
    `Preview: what ${personName} sees. Read-only`,
  );
  await expect(page).toHaveTitle(`Preview as ${personName}: Their home · UCP staff`);
  await checkScreen(page, "view as home");
  await page.getByRole("link", { name: dealName }).click();
  await expect(page.getByRole("heading", { level: 1, name: dealName })).toBeFocused();
  await expect(page.getByRole("main")).toContainText("First close reached");
  await expect(page.getByRole("main")).toContainText("When is the final close?");
  const documents = page.getByRole("region", { name: "Documents" });
  await expect(documents.getByRole("listitem").filter({ hasText: "Fund terms" })).toContainText(
    "They may not download it",
  );
  await expect(page.getByRole("main").getByRole("button")).toHaveCount(0);
  await checkScreen(page, "view as deal");

  // A document of theirs opens in the portal's viewer, its pages drawn for the staff member.
  await documents.getByRole("link", { name: "Fund terms" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Fund terms" })).toBeFocused();
  await expect(page.getByRole("toolbar", { name: "Viewer controls" })).toContainText(
    "They may read this document but not download it.",
  );
  const firstPage = page.getByRole("img", { name: "Page 1, as an image with your name burned in" });
  await expect
    .poll(() => firstPage.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole("region", { name: "Text of page 1" })).toContainText(
    "Section 1: Quarterly report",
  );
  await page.keyboard.press("PageDown");
  await expect(page.getByRole("region", { name: "Page 2 of 3" })).toBeFocused();
  await checkScreen(page, "view as document");

  // The log, read for the deal, names the previews and what the person did.
  await page.goto(`/inbox/audit?${new URLSearchParams({ deal: deal.id })}`);
  const log = page.getByRole("list", { name: "Audit entries" }).locator(".sentence");
  await expect(log.first()).toHaveText(
    new RegExp(`previewed the documents of ${dealName} as ${personName}$`),
  );
  await expect(log.filter({ hasText: new RegExp(`previewed ${dealName} as ${personName}$`) })).toHaveCount(1);
  await expect(log.filter({ hasText: "accepted the terms" })).toHaveText(
    `${personName} accepted the terms of ${dealName}`,
  );
});
