import { expect, type Page } from "@playwright/test";

/** Gives the page a platform authenticator that answers without a person (Chromium's own). */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/**
 * Presses "Add a passkey" on the account page and expects "Passkey added.". Chromium's
 * virtual authenticator sometimes refuses a ceremony on a loaded machine (the page then says
 * "The passkey was not added. Try again, or use another device."); the test does what that
 * message asks, once. A second refusal fails the test with the page's own words.
 */
export async function addPasskeyOnAccountPage(page: Page) {
  const added = page.getByRole("status").filter({ hasText: "Passkey added." });
  const refused = page.getByRole("alert").filter({ hasText: "The passkey was not added." });
  for (let attempt = 1; ; attempt++) {
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await expect(added.or(refused)).toBeVisible({ timeout: 15_000 });
    if ((await added.count()) > 0 || attempt === 2) break;
  }
  await expect(added, "the account page said the passkey was not added, twice").toBeVisible();
}
