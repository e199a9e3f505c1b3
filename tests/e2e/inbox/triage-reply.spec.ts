import { expect, test } from "@playwright/test";
import { DEFAULT_ANON_KEY } from "#common/defaults.ts";
import { enrolStaff } from "#tests/support/staff/staff.ts";
import { type MailServer, startMailServer } from "./mail-server.ts";
import { uniqueEmail } from "./staff-support.ts";
import { uniqueWord } from "./triage-support.ts";

// A reply from the inbox, through a real SMTP server: composed from a template, sent once
// even when the button is clicked twice, recorded in the history with its delivery, and the
// inquiry marked Replied. The server is reached at 127.0.0.1, as the README says.

test.describe.configure({ timeout: 90_000 });
let server: MailServer;
test.beforeAll(async () => {
  server = await startMailServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test("a reply from a template goes out once and shows its delivery in the history", async ({
  page,
}, testInfo) => {
  const word = uniqueWord("reply");
  const visitor = `vera.${word}@example.com`;
  const sent = await page.request.post(`${server.base}/rest/v1/contact_submissions`, {
    headers: {
      apikey: DEFAULT_ANON_KEY,
      authorization: `Bearer ${DEFAULT_ANON_KEY}`,
      prefer: "return=minimal",
    },
    data: { name: "Vera Visitor", email: visitor, message: `About ${word}`, fund_type: null, aum: null },
  });
  expect(sent.status()).toBe(201);
  const staff = uniqueEmail("reply", testInfo.project.name);
  const enrolled = await enrolStaff(server.base, server.base, server.env, staff);
  await page
    .context()
    .addCookies(
      [...enrolled.client.cookies].map(([name, value]) => ({ name, value, url: `${server.base}/inbox/` })),
    );

  await page.goto(`${server.base}/inbox?q=${word}`);
  await page.locator("li.inquiry", { hasText: visitor }).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: "Vera Visitor" })).toBeVisible();
  await page.getByLabel("Start from a template").selectOption({ label: "Thank you, we will call" });
  const body = page.getByRole("textbox", { name: /Your reply/ });
  await expect(body).toHaveValue(/^Dear Vera Visitor,\n\nThank you for contacting UCP\./);
  await page.getByRole("button", { name: "Send reply" }).dblclick();
  await expect(page.getByRole("status").filter({ hasText: "Reply queued for sending" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Replied", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // The sink gets the reply once, from the firm's address with Reply-To the staff member.
  await expect
    .poll(() => server.sink.messages.filter((mail) => mail.envelope.to.includes(visitor)).length)
    .toBe(1);
  await server.sink.idle();
  const reply = server.sink.messages.find((mail) => mail.envelope.to.includes(visitor));
  expect(reply?.parsed?.subject).toBe("Re: Your inquiry to UCP");
  expect(reply?.parsed?.replyTo?.[0]?.address).toBe(staff);
  expect(reply?.parsed?.text).toContain("Dear Vera Visitor");

  // The history records the reply and, once the outbox has sent it, its delivery.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.locator('ol.history li[data-kind="reply"]').textContent();
      },
      { timeout: 20_000 },
    )
    .toContain("Delivered to the mail server");
  await expect(page.locator('ol.history li[data-kind="reply"]')).toHaveCount(1);
});
