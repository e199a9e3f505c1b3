import { expect, test } from "../inbox/staff-fixture.ts";
import { submitInquiry } from "../inbox/staff-support.ts";
import { checkScreen, uniqueName } from "./portal-support.ts";

// Invitations as staff send them with the portal on: "Invite to the portal" on an inquiry
// makes the person and a new organisation and sends the invitation (no mail server here, so
// the link is shown); on the person's screen the invitation is withdrawn and sent again,
// their access revoked and restored; the audit log, read for that person, says each in words.

test("an inquiry's sender is invited to the portal, then withdrawn, revoked and restored", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const name = uniqueName("Vera Sponsor", testInfo);
  const email = `vera-${testInfo.project.name}-${Date.now().toString(36)}@sponsor.example`;
  const organisation = uniqueName("Sponsor Holdings", testInfo);
  const id = await submitInquiry(page, { name, email, message: "We would like to see the data room." });

  await page.goto(`/inbox/inquiry?id=${id}`);
  await page.getByRole("button", { name: "Invite to the portal" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite to the portal" });
  await expect(dialog.getByLabel("A new organisation")).toBeChecked();
  await dialog.getByRole("button", { name: "Create and invite" }).click();
  await expect(dialog.getByLabel("Kind of organisation")).toHaveAccessibleDescription(
    "Choose the kind of organisation.",
  );
  await dialog.getByLabel("Organisation name").fill(organisation);
  await dialog.getByLabel("Kind of organisation").selectOption({ label: "Project sponsor" });
  await dialog.getByLabel("Their role").selectOption({ label: "Principal" });
  await checkScreen(page, "invite from inquiry");
  await dialog.getByRole("button", { name: "Create and invite" }).click();
  // No mail server: the answer says the link is to be handed over, not that it was sent.
  const told = dialog.getByRole("status").filter({ hasText: "No mail server" });
  await expect(told).toContainText(
    `No mail server is set up, so nothing was e-mailed. Give ${email} this invitation link yourself`,
  );
  await expect(told).not.toContainText("sent to");
  await expect(dialog.getByRole("link", { name: /\/portal\// })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Copy link" })).toBeVisible();
  await checkScreen(page, "invite from inquiry done");

  // The organisation was made from the inquiry, with the person as its principal.
  await dialog.getByRole("link", { name: "Open the organisation" }).click();
  await expect(page.getByRole("heading", { level: 1, name: organisation })).toBeFocused();
  await expect(page.getByRole("link", { name: `Inquiry #${id}` })).toBeVisible();
  await expect(page.getByRole("list", { name: "Members" }).getByRole("listitem")).toContainText([name]);
  await expect(page.getByRole("list", { name: "Members" }).getByRole("listitem")).toContainText([
    "Principal",
  ]);

  // The person's way in: the state says where it stands, and only what it allows is offered.
  await page.getByRole("list", { name: "Members" }).getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeFocused();
  const signIn = page.getByRole("region", { name: "Portal sign-in" });
  const said = signIn.getByRole("status").first();
  const state = signIn.locator("dl");
  await expect(state).toContainText("Invited");
  await expect(state).toContainText("Never");
  await signIn.getByRole("button", { name: "Withdraw invitation" }).click();
  await expect(said).toHaveText("Link withdrawn: it no longer works.");
  await expect(state).toContainText("Not invited");
  await expect(signIn.getByRole("button", { name: "Withdraw invitation" })).toHaveCount(0);
  await signIn.getByRole("button", { name: "Send invitation" }).click();
  await expect(said).toContainText(
    `No mail server is set up, so nothing was e-mailed. Give ${email} this invitation link`,
  );
  await expect(state).toContainText("Invited");
  await signIn.getByRole("button", { name: "Copy link" }).click();
  await expect(
    signIn.getByRole("status").filter({ hasText: /^Link copied\.$|did not allow copying/ }),
  ).toBeVisible();
  await signIn.getByRole("button", { name: "Revoke access" }).click();
  const confirm = page.getByRole("dialog", { name: `Revoke the portal access of ${name}?` });
  await expect(confirm.getByRole("listitem")).toContainText([
    "They have no open session.",
    "Any invitation or reset link they hold stops working.",
  ]);
  await checkScreen(page, "person revoke confirmation");
  await confirm.getByRole("button", { name: "Revoke access" }).click();
  await expect(said).toHaveText("Access revoked: signed out everywhere, and no new sign-in.");
  await expect(signIn.getByRole("button")).toHaveText(["Restore access"]);
  await signIn.getByRole("button", { name: "Restore access" }).click();
  await expect(said).toHaveText("Access restored: they may sign in again.");
  await checkScreen(page, "person sign-in controls");

  await page.getByRole("link", { name: "Audit log entries" }).click();
  await expect(page.getByRole("region", { name: "Entries about" })).toContainText(`Person: ${name}`);
  const log = page.getByRole("list", { name: "Audit entries" }).locator(".sentence");
  await expect(log).toHaveText([
    new RegExp(`restored the portal access of ${name}$`),
    new RegExp(`revoked the portal access of ${name}$`),
    new RegExp(`invited ${name} to the portal$`),
    new RegExp(`withdrew the portal invitation of ${name}$`),
    new RegExp(`invited ${name} to the portal$`),
    new RegExp(`made ${name} a member of ${organisation} \\(principal\\)$`),
    new RegExp(`added ${name} to the portal's people$`),
  ]);
  await checkScreen(page, "audit by person");
  await page.getByRole("link", { name: `Remove the person ${name} from the filter` }).click();
  await expect(page.getByRole("region", { name: "Entries about" })).toHaveCount(0);
});
