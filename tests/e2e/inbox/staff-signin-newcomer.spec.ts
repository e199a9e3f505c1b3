import { expect, test } from "@playwright/test";
import { browserEnv, CHROMIUM_FLAGS, HEADLESS_CHROMIUM_PATH } from "#scripts/system-deps.ts";
import { STRONG_PASSWORD } from "#tests/support/staff/staff.ts";
import { npmRunStaff, setUpAccount, startReadmeServer } from "./staff-support.ts";

// A newcomer follows the README on their own machine: the server without PUBLIC_SITE_URL,
// `npm run staff -- invite …` prints a link, and the link leads to a signed-in inbox, whether
// the browser says localhost or 127.0.0.1. A name the server does not answer to is told
// which address to use, never that the password or the link is wrong.

let server: Awaited<ReturnType<typeof startReadmeServer>>;
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  server = await startReadmeServer();
});
test.afterAll(async () => {
  await server?.stop();
});

/** `npm run staff -- invite EMAIL --name NAME`, as the README shows it: the printed link. */
async function inviteAsReadme(email: string): Promise<string> {
  const result = await npmRunStaff(["invite", email, "--name", "Ada Lovelace"], server.env);
  expect(result.code, result.stderr).toBe(0);
  const link = /https?:\/\/\S+\/inbox\/invitation\?token=[\w-]+/.exec(result.stdout)?.[0];
  expect(link, result.stdout).toBeDefined();
  return link ?? "";
}

for (const host of ["localhost", "127.0.0.1"]) {
  test(`from the README's invite command to a signed-in inbox at ${host}`, async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const link = await inviteAsReadme(`ada-${host}-${testInfo.project.name}@ucp.example`);
    // The link names the port the server runs on, at the name passkeys can use.
    expect(new URL(link).origin).toBe(`http://localhost:${server.port}`);
    const opened = new URL(link);
    opened.hostname = host;
    await setUpAccount(page, opened.href, host === "localhost");
    expect(new URL(page.url()).host).toBe(`${host}:${server.port}`);
    await expect(page.getByRole("banner")).toContainText("Ada Lovelace");
    if (host === "127.0.0.1") {
      // Browsers refuse passkeys at an IP address: the sign-in page says where they work.
      await page.getByRole("button", { name: "Sign out", exact: true }).click();
      await page.getByRole("button", { name: "Sign in with a passkey" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
        `Passkeys work only at a host name, not an IP address. Open http://localhost:${server.port}/inbox to use one.`,
      );
    }
  });
}

test("a name the server does not answer to is told which address to use", async ({
  playwright,
}, testInfo) => {
  test.setTimeout(60_000);
  const link = await inviteAsReadme(`ada-elsewhere-${testInfo.project.name}@ucp.example`);
  // A browser that reaches this machine under another name, as through a hosts-file entry.
  const browser = await playwright.chromium.launch({
    executablePath: HEADLESS_CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, "--host-resolver-rules=MAP staff.example 127.0.0.1"],
    env: browserEnv(),
  });
  try {
    const page = await browser.newPage();
    const opened = new URL(link);
    opened.hostname = "staff.example";
    await page.goto(opened.href);
    const useInstead = `http://localhost:${server.port}`;
    await expect(page.getByRole("alert")).toHaveText(
      `This server accepts staff requests only at ${useInstead}. Open ${useInstead}/inbox instead.`,
    );
    await page.goto(`http://staff.example:${server.port}/inbox/sign-in`);
    await page
      .getByLabel("E-mail address", { exact: true })
      .fill(`ada-elsewhere-${testInfo.project.name}@ucp.example`);
    await page.getByLabel("Password").fill(STRONG_PASSWORD);
    await page.getByRole("button", { name: "Continue" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary).toContainText(`This server accepts staff requests only at ${useInstead}.`);
    await expect(summary).not.toContainText("password is not right");
    await expect(summary).toBeFocused();
  } finally {
    await browser.close();
  }
});
