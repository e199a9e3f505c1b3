import { expect, test } from "../inbox/staff-fixture.ts";
import { checkScreen, pick, uniqueName } from "./portal-support.ts";

// The portal's records as staff keep them, in the staff app with the portal on: a deal, an
// organisation and a person created through their forms; the person made a member; the
// organisation given access to the deal, then revoked at once; each screen checked by axe
// and looked at (screenshots) at the project's width.

test("staff create a deal, an organisation and a person, give access and revoke it", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const deal = uniqueName("Harbour Wind", testInfo);
  const organisation = uniqueName("Nordic Pension", testInfo);
  const person = uniqueName("Ines Finance", testInfo);
  const email = `ines-${testInfo.project.name}-${Date.now().toString(36)}@nordic.example`;

  await page.goto("/inbox");
  await page
    .getByRole("navigation", { name: "Staff sections" })
    .getByRole("link", { name: "Portal" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Deals" })).toBeFocused();
  await checkScreen(page, "portal deals");

  // A deal: refused while empty (the summary takes focus and names each field), then made.
  await page.getByRole("link", { name: "New deal" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New deal" })).toBeFocused();
  await page.getByRole("button", { name: "Create deal" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("listitem")).toHaveText([
    "Enter the deal name.",
    "Choose the kind of deal.",
  ]);
  await expect(page.getByLabel("Deal name")).toHaveAccessibleDescription("Enter the deal name.");
  await checkScreen(page, "portal new deal refused");
  await page.getByLabel("Deal name").fill(deal);
  await page.getByLabel("Kind of deal").selectOption({ label: "Project" });
  await page.getByLabel("Status").selectOption({ label: "Marketing" });
  await page.getByRole("button", { name: "Create deal" }).click();
  await expect(page.getByRole("heading", { level: 1, name: deal })).toBeFocused();
  await expect(page.getByRole("definition")).toContainText(["Project", "Marketing", "No"]);
  await checkScreen(page, "portal deal");
  // Edited: the form starts from the deal as it is, and the deal's screen shows the change.
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit ${deal}` })).toBeFocused();
  await expect(page.getByLabel("Deal name")).toHaveValue(deal);
  await expect(page.getByLabel("Status")).toHaveValue("marketing");
  await page.getByLabel(/^Ask for the terms/).check();
  await checkScreen(page, "portal edit deal");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: deal })).toBeFocused();
  await expect(page.getByRole("definition")).toContainText(["Project", "Marketing", "Yes"]);

  // An organisation and a person, each from its own list.
  await page
    .getByRole("navigation", { name: "Portal records" })
    .getByRole("link", { name: "Organisations" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Organisations" })).toBeFocused();
  await checkScreen(page, "portal organisations");
  await page.getByRole("link", { name: "New organisation" }).click();
  await page.getByLabel("Organisation name").fill(organisation);
  await page.getByLabel("Kind of organisation").selectOption({ label: "Pension fund" });
  await checkScreen(page, "portal new organisation");
  await page.getByRole("button", { name: "Create organisation" }).click();
  await expect(page.getByRole("heading", { level: 1, name: organisation })).toBeFocused();
  const organisationUrl = page.url();

  await page
    .getByRole("navigation", { name: "Portal records" })
    .getByRole("link", { name: "People" })
    .click();
  await page.getByRole("link", { name: "New person" }).click();
  await page.getByLabel("Full name").fill(person);
  await page.getByLabel("E-mail address").fill("not an address");
  await page.getByRole("button", { name: "Create person" }).click();
  await expect(page.getByLabel("E-mail address")).toHaveAccessibleDescription(
    "The address the invitation goes to, and the one they sign in with. Enter an e-mail address like name@example.com.",
  );
  await checkScreen(page, "portal new person refused");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Create person" }).click();
  await expect(page.getByRole("heading", { level: 1, name: person })).toBeFocused();
  await checkScreen(page, "portal person");

  // The lists find each by part of its name, and say how many they show.
  await page
    .getByRole("navigation", { name: "Portal records" })
    .getByRole("link", { name: "People" })
    .click();
  await page.getByLabel("Search people by name or e-mail").fill(email);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "shown" })).toHaveText(
    `1 person shown. Matching “${email}”.`,
  );
  await expect(page.getByRole("list", { name: "Results" }).getByRole("link")).toHaveText([person]);
  await checkScreen(page, "portal people search");

  // The person becomes a member of the organisation, as a delegate in finance.
  await page.goto(organisationUrl);
  await pick(page, "a person", person);
  await page.getByLabel("Role").selectOption({ label: "Finance" });
  await page.getByLabel(/^Delegate/).check();
  await page.getByRole("button", { name: "Add member" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Member added." })).toBeVisible();
  const members = page.getByRole("list", { name: "Members" });
  await expect(members.getByRole("listitem")).toHaveCount(1);
  await expect(members.getByRole("listitem")).toContainText([person]);
  await expect(members.getByRole("listitem")).toContainText(["Finance"]);
  await expect(members.getByRole("listitem")).toContainText(["Delegate (reads only)"]);

  // Access to the deal until a last day: a day already past is refused, a later one is live.
  const day = (offset: number) => {
    const at = new Date();
    at.setDate(at.getDate() + offset);
    return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, "0")}-${String(at.getDate()).padStart(2, "0")}`;
  };
  await pick(page, "a deal", deal);
  const lastDay = page.getByLabel("Last day of access (optional)");
  await lastDay.fill(day(-1));
  await page.getByRole("button", { name: "Give access" }).click();
  await expect(lastDay).toHaveAccessibleDescription(/Choose a day from today on\.$/);
  await lastDay.fill(day(30));
  await page.getByRole("button", { name: "Give access" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Access given." })).toBeVisible();
  const grants = page.getByRole("list", { name: "Access", exact: true });
  await expect(grants.getByRole("listitem")).toHaveCount(1);
  await expect(grants.getByRole("listitem")).toContainText([deal]);
  await expect(grants.getByRole("listitem")).toContainText(["Live"]);
  await expect(grants.getByRole("listitem")).toContainText([/Ends \d{1,2} \w{3} \d{4}, 00:00/]);
  await checkScreen(page, "portal organisation");

  // The deal says who has access and whom it reaches; revoking ends it at once.
  await grants.getByRole("link", { name: deal }).click();
  await expect(page.getByRole("heading", { level: 1, name: deal })).toBeFocused();
  await expect(page.getByRole("list", { name: "People with access" }).getByRole("listitem")).toContainText([
    person,
  ]);
  await expect(page.getByRole("link", { name: `Preview this deal as ${person}` })).toHaveAttribute(
    "href",
    /\/inbox\/portal\/people\/[\w-]{22}\/view-as\/deals\/[\w-]{22}$/,
  );
  await checkScreen(page, "portal deal access");
  await page.getByRole("button", { name: `Revoke the access of ${organisation}` }).click();
  await page
    .getByRole("dialog", { name: "Revoke access?" })
    .getByRole("button", { name: "Revoke access" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "revoked" })).toHaveText(
    `Access of ${organisation} revoked. It ends at once, everywhere.`,
  );
  await expect(page.getByRole("list", { name: "Access", exact: true }).getByRole("listitem")).toContainText([
    "Revoked",
  ]);
  await expect(page.getByRole("list", { name: "People with access" })).toHaveCount(0);
  await expect(page.getByText("Nobody has access through a live grant.")).toBeVisible();
  await checkScreen(page, "portal deal revoked");

  // The audit log, read for this deal alone.
  await page.getByRole("link", { name: "Audit log entries" }).click();
  const log = page.getByRole("list", { name: "Audit entries" });
  await expect(log.locator(".sentence")).toHaveText([
    new RegExp(`revoked the access of ${organisation} to ${deal}$`),
    new RegExp(`gave ${organisation} access to ${deal}$`),
    new RegExp(`edited the deal ${deal}$`),
    new RegExp(`created the deal ${deal}$`),
  ]);
  await checkScreen(page, "audit by deal");
});
