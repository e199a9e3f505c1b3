import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { STRONG_PASSWORD } from "#tests/support/staff/staff.ts";
import { expectNoViolations, INBOX_ORIGIN, signedInContext, uniqueEmail } from "./staff-support.ts";

// The account page: each error in the section that failed, in plain words, cleared by that
// section's success; new recovery codes offered with copy, a .txt download and print.

test.use({ baseURL: INBOX_ORIGIN });

test("each section of the account page keeps its own errors", async ({ page, context }, testInfo) => {
  test.setTimeout(60_000);
  const email = uniqueEmail("account", testInfo.project.name);
  await signedInContext(context, email);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: INBOX_ORIGIN });
  await page.goto("/inbox/account");
  await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
  await expectNoViolations(page, "account");

  const password = page.getByRole("region", { name: "Password", exact: true });
  const codes = page.getByRole("region", { name: "Recovery codes" });
  await password.getByLabel("Current password").fill("not my password at all");
  await password.getByLabel("New password", { exact: true }).fill(`${STRONG_PASSWORD} again`);
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByLabel("Current password")).toHaveAccessibleDescription(
    "Your current password is not right.",
  );
  await expect(page.getByText("Invalid password")).toHaveCount(0);

  await codes.getByLabel("Password", { exact: true }).fill("also not my password");
  await codes.getByRole("button", { name: "Make new recovery codes" }).click();
  await expect(codes.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(
    "Your password confirms this change. The password is not right.",
  );
  // Each section says only its own problem.
  await expect(password).not.toContainText("The password is not right.");
  await expect(codes).not.toContainText("Your current password is not right.");
  await expectNoViolations(page, "account with errors");

  await codes.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
  await codes.getByRole("button", { name: "Make new recovery codes" }).click();
  const list = codes.getByRole("list", { name: "Your recovery codes" }).getByRole("listitem");
  await expect(list).toHaveCount(10);
  const made = await list.allTextContents();
  await expect(codes).not.toContainText("The password is not right.");
  await expect(password).toContainText("Your current password is not right.");

  await codes.getByRole("button", { name: "Copy codes" }).click();
  await expect(codes.getByRole("status").last()).toHaveText("Codes copied.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(made.join("\n"));
  const downloading = page.waitForEvent("download");
  await codes.getByRole("button", { name: "Download (.txt)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("ucp-recovery-codes.txt");
  const file = readFileSync(await download.path(), "utf8");
  for (const code of made) expect(file).toContain(code);
  expect(file).toContain(email);
  // On paper: the codes alone.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("recovery-codes").getByText(made[0] ?? "")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeHidden();
  await page.emulateMedia({ media: "screen" });
  await expectNoViolations(page, "account with new codes");

  await password.getByLabel("Current password").fill(STRONG_PASSWORD);
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByRole("status")).toHaveText(
    "Your password is changed. Your other sessions were signed out.",
  );
  await expect(password).not.toContainText("Your current password is not right.");
});
