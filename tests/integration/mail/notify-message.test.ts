import fc from "fast-check";
import MailComposer from "nodemailer/lib/mail-composer";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { composeNotification } from "#server/mail/compose.ts";
import { headerText } from "#server/mail/header-text.ts";
import { smtpSender } from "#server/mail/transport.ts";
import type { StoredInquiry } from "#server/store/inquiry-types.ts";
import { rawHeaderLines, type SmtpSink, startSmtpSink } from "#tests/support/servers/smtp.ts";

// The notification e-mail as a mail client sees it, built from rows that bypass the
// contact schema (the mail layer must not rely on it).

const SETTINGS = {
  from: { name: "UCP Website", address: "web@ucp.example" },
  to: [{ name: "", address: "inquiries@ucp.example" }],
  messageIdDomain: "ucp.example",
};

const inquiry = (overrides: Partial<StoredInquiry> = {}): StoredInquiry => ({
  id: "42",
  createdAt: new Date("2025-03-04T10:15:30.123Z"),
  name: "Ada Lovelace",
  email: "ada@example.com",
  message: "We are raising a first close.",
  fund_type: "Infrastructure",
  aum: "$100M - $500M",
  ...overrides,
});

async function raw(row: StoredInquiry): Promise<string> {
  return (await new MailComposer(composeNotification(row, SETTINGS)).compile().build()).toString("utf8");
}

/** The header names of a raw message, lower case, in order. */
const headerNames = (message: string) =>
  rawHeaderLines(message).map((line) => line.split(":")[0]?.toLowerCase());

const EXPECTED_HEADERS = [
  "auto-submitted",
  "x-ucp-inquiry-id",
  "from",
  "to",
  "subject",
  "message-id",
  "date",
  "mime-version",
  "content-type",
];

describe("the notification message", () => {
  it("has the expected subject, Reply-To, Message-ID and every field in both bodies", async () => {
    const parsed = await PostalMime.parse(await raw(inquiry()));
    expect(parsed.subject).toBe("New inquiry from Ada Lovelace (Infrastructure)");
    expect(parsed.replyTo).toEqual([{ name: "Ada Lovelace", address: "ada@example.com" }]);
    expect(parsed.messageId).toBe("<inquiry-42@ucp.example>");
    for (const body of [parsed.text, parsed.html]) {
      for (const value of [
        "2025-03-04T10:15:30.123Z",
        "Tuesday, 4 March 2025 at 10:15 UTC",
        "Ada Lovelace",
        "ada@example.com",
        "We are raising a first close.",
        "Infrastructure",
        "$100M - $500M",
      ]) {
        expect(body).toContain(value);
      }
    }
  });

  it("leaves the type out of the subject when none was chosen, and says so in the body", async () => {
    const parsed = await PostalMime.parse(await raw(inquiry({ fund_type: null, aum: null })));
    expect(parsed.subject).toBe("New inquiry from Ada Lovelace");
    expect(parsed.text).toMatch(/Inquiry type: +\(not chosen\)/);
    expect(parsed.text).toMatch(/Size range: +\(not chosen\)/);
  });

  it("escapes visitor text in the HTML body and keeps it verbatim in the text body", async () => {
    const hostile = `<script>alert("x")</script> & <img src=x onerror=alert(1)> 'quoted'`;
    const parsed = await PostalMime.parse(
      await raw(inquiry({ name: hostile, message: `${hostile}\nline two` })),
    );
    expect(parsed.html).not.toContain("<script");
    expect(parsed.html).not.toContain("<img");
    expect(parsed.html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt; &#39;quoted&#39;",
    );
    expect(parsed.text).toContain(`${hostile}\nline two`);
  });

  it("makes header text one line itself, without relying on nodemailer's encoding", () => {
    expect(headerText("Eve\r\nBcc: x@evil.example\u2028\u0085\u001b[2J  end ")).toBe(
      "Eve Bcc: x@evil.example [2J end",
    );
    expect(headerText("x".repeat(300))).toHaveLength(200);
  });

  it("keeps CR and LF out of every header, whatever the name, e-mail and type contain", async () => {
    const text = fc.string({
      unit: fc.constantFrom("a", " ", "\r", "\n", "\r\n", ":", "<", ">", ",", '"', "@", "é", "\u2028", "\0"),
    });
    await fc.assert(
      fc.asyncProperty(text, text, fc.option(text, { nil: null }), async (name, email, type) => {
        const message = await raw(inquiry({ name, email: `${email}@example.com`, fund_type: type }));
        const names = headerNames(message);
        // Reply-To appears only for an address the contact schema itself would accept.
        expect(names.filter((header) => header !== "reply-to")).toEqual(EXPECTED_HEADERS);
        const parsed = await PostalMime.parse(message);
        expect(parsed.subject).not.toMatch(/[\r\n]/);
        expect(parsed.to).toEqual([{ name: "", address: "inquiries@ucp.example" }]);
        expect(parsed.cc ?? []).toEqual([]);
        expect(parsed.bcc ?? []).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  describe("sent over SMTP", () => {
    let sink: SmtpSink;
    beforeAll(async () => {
      sink = await startSmtpSink();
    });
    afterAll(async () => {
      await sink?.stop();
    });

    it("goes to NOTIFY_TO only, never to the visitor, even when name and e-mail try to add recipients", async () => {
      const sender = smtpSender(sink.url);
      try {
        const row = inquiry({
          name: "Eve\r\nBcc: victim@evil.example",
          email: "eve@evil.example\r\nBcc: second@evil.example",
          fund_type: "Other\nX-Injected: yes",
        });
        await sender.send(composeNotification(row, SETTINGS), new AbortController().signal);
      } finally {
        sender.close();
      }
      const [mail] = await sink.waitFor(1);
      expect(mail?.envelope).toEqual({ from: "web@ucp.example", to: ["inquiries@ucp.example"] });
      const names = headerNames(mail?.raw ?? "");
      expect(names).not.toContain("bcc");
      expect(names).not.toContain("x-injected");
      // The e-mail is not a valid address: it is shown in the body, not used as Reply-To.
      expect(names).not.toContain("reply-to");
      expect(mail?.parsed?.subject).toBe(
        "New inquiry from Eve Bcc: victim@evil.example (Other X-Injected: yes)",
      );
      expect(mail?.parsed?.text).toContain("eve@evil.example Bcc: second@evil.example");
    });
  });
});
