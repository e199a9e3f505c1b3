import { expect, test } from "@playwright/test";
import { contactFeedback } from "#app/site/content/contact-feedback.ts";
import { settings } from "#app/site/content/settings.ts";
import {
  countApiRequests,
  E2E_DATABASE,
  fillValid,
  holdRequests,
  openContact,
  rowsWithMessage,
  toasts,
  uniqueMessage,
} from "./support.ts";

test("a sent inquiry shows 'Sending...', then 'Message Sent!', clears the form and is stored", async ({
  page,
}) => {
  const message = uniqueMessage("Happy path");
  const f = await openContact(page);
  // Hold the real request until the submitting state has been checked, then let it through.
  const release = await holdRequests(page, "**/rest/v1/contact_submissions");
  await fillValid(page, message);
  await f.button.click();

  await expect(f.button).toHaveText("Sending...");
  for (const control of [f.name, f.email, f.message, f.fundType, f.aum, f.button]) {
    await expect(control).toBeDisabled();
  }
  release();

  const toast = toasts(page);
  await expect(toast).toHaveAttribute("data-variant", "success");
  await expect(toast).toContainText("Message Sent!");
  await expect(toast).toContainText(contactFeedback.success.description(settings.firmName));
  await expect(f.button).toHaveText("Send Message");
  await expect(f.button).toBeEnabled();
  for (const control of [f.name, f.email, f.message, f.fundType, f.aum])
    await expect(control).toHaveValue("");

  const rows = rowsWithMessage(E2E_DATABASE, message);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    name: "Ada Lovelace",
    email: "ada@example.com",
    message,
    fund_type: "Infrastructure",
    aum: "$100M - $500M",
  });
});

test("a double click sends one request", async ({ page }) => {
  const message = uniqueMessage("Double click");
  const f = await openContact(page);
  const requests = countApiRequests(page);
  await fillValid(page, message);
  await f.button.dblclick();
  await expect(toasts(page)).toContainText("Message Sent!");
  expect(requests()).toBe(1);
  expect(rowsWithMessage(E2E_DATABASE, message)).toHaveLength(1);
});

test("a value the browser accepts but the schema refuses is explained at its field, and nothing is sent", async ({
  page,
}) => {
  const f = await openContact(page);
  const requests = countApiRequests(page);
  await f.name.fill("Ada Lovelace");
  await f.email.fill("ada@localhost"); // valid for type=email, refused by the server
  await f.message.fill("Hello");
  await f.button.click();

  await expect(f.email).toHaveAttribute("aria-invalid", "true");
  await expect(f.email).toHaveAccessibleDescription(/valid e-mail address/);
  await expect(f.email).toBeFocused();
  await expect(f.name).toHaveValue("Ada Lovelace");
  await expect(toasts(page)).toHaveCount(0);
  expect(requests()).toBe(0);

  // Correcting the field clears its message.
  await f.email.fill("ada@example.com");
  await expect(f.email).not.toHaveAttribute("aria-invalid", "true");
});

test("the browser's own checks come first: an empty required field sends nothing", async ({ page }) => {
  const f = await openContact(page);
  const requests = countApiRequests(page);
  await f.button.click();
  expect(await f.name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await expect(toasts(page)).toHaveCount(0);
  expect(requests()).toBe(0);
});

test("a bot filling the hidden field sees success and nothing is sent", async ({ page }) => {
  const message = uniqueMessage("Honeypot");
  const f = await openContact(page);
  const requests = countApiRequests(page);
  await fillValid(page, message);
  await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
    input.value = "http://spam.example";
  });
  await f.button.click();
  await expect(toasts(page)).toContainText("Message Sent!");
  expect(requests()).toBe(0);
  expect(rowsWithMessage(E2E_DATABASE, message)).toHaveLength(0);
});

test("the form can be filled and sent with the keyboard alone", async ({ page }) => {
  const message = uniqueMessage("Keyboard");
  const f = await openContact(page);
  await f.name.focus();
  await page.keyboard.type("Grace Hopper");
  await page.keyboard.press("Tab");
  await page.keyboard.type("grace@example.com");
  await page.keyboard.press("Tab");
  await page.keyboard.press("ArrowDown"); // first inquiry type
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(f.message).toBeFocused();
  await page.keyboard.type(message);
  await page.keyboard.press("Tab");
  await expect(f.button).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toasts(page)).toContainText("Message Sent!");
  const rows = rowsWithMessage(E2E_DATABASE, message);
  expect(rows).toHaveLength(1);
  expect(rows[0]?.name).toBe("Grace Hopper");
  // Focus is back on the button, not lost to the page.
  await expect(f.button).toBeFocused();
});
