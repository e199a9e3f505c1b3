import { expect, test } from "@playwright/test";
import { settings } from "#app/site/content/settings.ts";

test("the contact form has every field, required where docs/requirements.md says, and 'Send Message'", async ({
  page,
}) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Send Us a Message" });
  await expect(page.getByText(/project sponsor.*fund manager.*institutional investor/)).toBeVisible();

  const name = form.getByRole("textbox", { name: "Full Name" });
  const email = form.getByRole("textbox", { name: "Email Address" });
  const message = form.getByRole("textbox", { name: "Message" });
  for (const field of [name, email, message]) await expect(field).toHaveAttribute("required", "");
  await expect(name).toHaveAttribute("name", "name");
  await expect(email).toHaveAttribute("type", "email");
  await expect(email).toHaveAttribute("name", "email");
  await expect(message).toHaveAttribute("name", "message");
  await expect(message).toHaveAttribute("rows", "4");

  const fundType = form.getByRole("combobox", { name: "Inquiry Type" });
  const aum = form.getByRole("combobox", { name: "Size Range" });
  await expect(fundType).toHaveAttribute("name", "fund_type");
  await expect(aum).toHaveAttribute("name", "aum");
  await expect(fundType.locator("option")).toHaveCount(9);
  await expect(aum.locator("option")).toHaveCount(7);
  await expect(fundType).toHaveValue("");
  await expect(aum).toHaveValue("");

  // Three red asterisks, invisible to assistive technology.
  const stars = form.locator('label span[aria-hidden="true"]');
  await expect(stars).toHaveText(["*", "*", "*"]);
  await expect(stars.first()).toHaveCSS("color", "rgb(180, 35, 24)");
  await expect(form.getByRole("button")).toHaveText("Send Message");
});

test("the notice under the form links the privacy policy and the legal disclaimer", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("link", { name: "legal disclaimer" }).click();
  await expect(page).toHaveURL(/\/contact#legal-disclaimer$/);
  await expect(page.getByRole("region", { name: "Legal Disclaimer" })).toBeInViewport();
  await page.getByRole("link", { name: "Privacy Policy", exact: true }).first().click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
});

test("the three cards beside the form carry the fixed texts", async ({ page }) => {
  await page.goto("/contact");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: settings.contactEmail })).toHaveAttribute(
    "href",
    `mailto:${settings.contactEmail}`,
  );
  await expect(main.getByText("Headquartered in Europe (Specifics available upon engagement)")).toBeVisible();
  await expect(main.getByText("(Direct contact details provided post-qualification)")).toBeVisible();
  const focus = page.getByRole("region", { name: "Operational Focus" });
  await expect(focus.getByRole("listitem")).toHaveText([
    "CIS Countries",
    "South East Asia",
    "Western Africa",
    "Eastern Europe",
    "Latin America",
  ]);
  await expect(focus).toContainText("Office Hours: By appointment, accommodating global time zones.");
  const disclaimer = page.getByRole("region", { name: "Legal Disclaimer" });
  await expect(disclaimer).toContainText("informational purposes only");
  await expect(disclaimer).toContainText("not a registered broker-dealer");
  await expect(disclaimer).toContainText("subject to formal agreements and applicable regulatory compliance");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact page still shows how to reach the firm", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in Touch");
    const mail = page.getByRole("main").getByRole("link", { name: settings.contactEmail }).first();
    await expect(mail).toBeVisible();
    await expect(mail).toHaveAttribute("href", `mailto:${settings.contactEmail}`);
    await expect(page.getByRole("form", { name: "Send Us a Message" })).toHaveAttribute("method", "post");
  });
});
