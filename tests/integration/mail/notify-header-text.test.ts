import PostalMime from "postal-mime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { composeNotification } from "#server/mail/compose.ts";
import { smtpSender } from "#server/mail/transport.ts";
import type { StoredInquiry } from "#server/store/inquiry-types.ts";
import { rawHeaderLines, type SmtpSink, startSmtpSink } from "#tests/support/servers/smtp.ts";

// A visitor's name reaches two headers, Subject and the Reply-To display name. Sent over
// real SMTP and decoded by a real parser, those headers must show what the visitor typed
// (minus invisible characters), on one line: an encoded word in the name must not decode
// to a line break and a Bcc, nor an override reverse the subject.

const SETTINGS = {
  from: { name: "UCP Website", address: "web@ucp.example" },
  to: [{ name: "", address: "inquiries@ucp.example" }],
  messageIdDomain: "ucp.example",
};

const inquiry = (id: number, name: string, fund_type: string | null = null): StoredInquiry => ({
  id: String(id),
  createdAt: new Date("2025-03-04T10:15:30.123Z"),
  name,
  email: "visitor@example.com",
  message: "Please call me.",
  fund_type,
  aum: null,
});

const Q_INJECTION = "=?utf-8?q?Injected=0D=0ABcc:_victim@evil.example?=";
const B_INJECTION = `=?UTF-8?B?${Buffer.from("Injected\r\nBcc: victim@evil.example").toString("base64")}?=`;

/** Name as stored -> what the decoded Subject and Reply-To name must say. */
const CASES: [string, string | null, string, string][] = [
  [Q_INJECTION, null, `New inquiry from ${Q_INJECTION}`, Q_INJECTION],
  [B_INJECTION, null, `New inquiry from ${B_INJECTION}`, B_INJECTION],
  ["Eve =?", "?= (Other)", "New inquiry from Eve =? (?= (Other))", "Eve =?"],
  ["Zoë =?iso-8859-1?q?=E9?=", null, "New inquiry from Zoë =?iso-8859-1?q?=E9?=", "Zoë =?iso-8859-1?q?=E9?="],
  ["\u202eAna Lima\u202c", null, "New inquiry from Ana Lima", "Ana Lima"],
  ["exe.\u202etxt", "Other", "New inquiry from exe.txt (Other)", "exe.txt"],
  ["A\u200bn\u200da\u2060", null, "New inquiry from Ana", "Ana"],
  ["\u200b\u200c\u200d", null, "New inquiry from (no name)", "(no name)"],
  ["\u2066\u2069\ufeff\u3164", null, "New inquiry from (no name)", "(no name)"],
  ["\u202e", "Private Equity", "New inquiry from (no name) (Private Equity)", "(no name)"],
];

describe("visitor text in notification headers, over SMTP", () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    const sender = smtpSender(sink.url);
    try {
      for (const [index, [name, type]] of CASES.entries()) {
        await sender.send(
          composeNotification(inquiry(index, name, type), SETTINGS),
          new AbortController().signal,
        );
      }
    } finally {
      sender.close();
    }
    await sink.waitFor(CASES.length);
  });
  afterAll(async () => {
    await sink?.stop();
  });

  it.each(CASES.map((entry, index) => [index, ...entry] as const))(
    "case %i: decoded headers say what the visitor typed, on one line",
    async (index, _name, _type, subject, replyToName) => {
      const mail = sink.messages.find((message) => message.raw.includes(`X-Ucp-Inquiry-ID: ${index}\r\n`));
      expect(mail).toBeDefined();
      const parsed = await PostalMime.parse(mail?.raw ?? "");
      expect(parsed.subject).toBe(subject);
      expect(parsed.replyTo).toEqual([{ name: replyToName, address: "visitor@example.com" }]);
      for (const header of parsed.headers) expect(header.value, header.key).not.toMatch(/[\r\n]/);
      // Nothing decoded into a header of its own: only the headers the message is built with.
      const names = rawHeaderLines(mail?.raw ?? "").map((line) => line.split(":")[0]?.toLowerCase());
      expect(names).not.toContain("bcc");
      expect(mail?.envelope.to).toEqual(["inquiries@ucp.example"]);
      expect(parsed.bcc ?? []).toEqual([]);
      expect(parsed.cc ?? []).toEqual([]);
    },
  );

  it("isolates visitor text in the HTML body, so an override cannot reorder the firm's own text", async () => {
    const mail = sink.messages.find((message) => message.raw.includes("X-Ucp-Inquiry-ID: 4\r\n"));
    const parsed = await PostalMime.parse(mail?.raw ?? "");
    expect(parsed.html).toContain("<td><bdi>\u202eAna Lima\u202c</bdi></td>");
    expect(parsed.html).toContain("<bdi>Please call me.</bdi>");
  });

  it("writes the visitor's encoded word through nodemailer's encoder, never as it came", () => {
    const mail = sink.messages.find((message) => message.raw.includes("X-Ucp-Inquiry-ID: 0\r\n"));
    expect(mail?.raw).not.toContain(Q_INJECTION);
    expect(mail?.raw).toContain("=?UTF-8?Q?");
  });
});
