import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { startNotifications } from "../../server/mail/notifications.ts";
import { createTestDatabase, openStoreOn, type TestDatabase } from "../support/databases.ts";
import { eventually, notificationEnv, type SmtpSink, startSmtpSink } from "../support/smtp.ts";
import { startServer, VALID_SUBMISSION } from "../support/test-server.ts";

// The mail settings are checked at start with messages that name the variable; without
// SMTP_URL the server says once that notifications are off, keeps queuing them, and a
// server started later with SMTP_URL delivers that backlog.

const MAIL = {
  SMTP_URL: "smtps://user:secret@mail.example.com:465",
  MAIL_FROM: "UCP Website <web@ucp.example>",
  NOTIFY_TO: "inquiries@ucp.example",
};

function configProblem(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return "no error";
}

describe("mail configuration", () => {
  it("accepts smtp:// and smtps:// with a From and one or more recipients", () => {
    const config = loadConfig({ ...MAIL, NOTIFY_TO: "a@ucp.example, Second Partner <b@ucp.example>" });
    expect(config.NOTIFY_TO?.map((mailbox) => mailbox.address)).toEqual(["a@ucp.example", "b@ucp.example"]);
    expect(loadConfig({ ...MAIL, SMTP_URL: "smtp://relay.internal:587" }).SMTP_URL).toBe(
      "smtp://relay.internal:587",
    );
  });

  it.each([
    [{ ...MAIL, SMTP_URL: "https://mail.example.com" }, "SMTP_URL: must be an smtp:// or smtps:// URL"],
    [{ SMTP_URL: MAIL.SMTP_URL, NOTIFY_TO: MAIL.NOTIFY_TO }, "MAIL_FROM: is required when SMTP_URL is set"],
    [{ SMTP_URL: MAIL.SMTP_URL, MAIL_FROM: MAIL.MAIL_FROM }, "NOTIFY_TO: is required when SMTP_URL is set"],
    [{ ...MAIL, MAIL_FROM: "not an address" }, "MAIL_FROM: must be one e-mail address"],
    [{ ...MAIL, MAIL_FROM: "a@ucp.example, b@ucp.example" }, "MAIL_FROM: must be exactly one address"],
    [{ ...MAIL, NOTIFY_TO: "a@ucp.example, nobody" }, "NOTIFY_TO: must be one or more e-mail addresses"],
    [{ ...MAIL, NOTIFY_TO: "a@ucp.example\r\nBcc: b@evil.example" }, "NOTIFY_TO: must be one or more"],
    [
      { ...MAIL, NOTIFY_RETRY_MIN_MS: "5000", NOTIFY_RETRY_MAX_MS: "1000" },
      "NOTIFY_RETRY_MIN_MS: must not exceed",
    ],
  ])("refuses %j naming the variable", (env, message) => {
    expect(configProblem(env)).toContain(message);
  });

  it("treats empty mail variables as unset", () => {
    expect(loadConfig({ SMTP_URL: "", MAIL_FROM: "", NOTIFY_TO: "" }).SMTP_URL).toBeUndefined();
  });
});

describe("without SMTP_URL", () => {
  let db: TestDatabase;
  let sink: SmtpSink;
  beforeAll(async () => {
    db = await createTestDatabase("sqlite", "notify_off");
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink?.stop();
    db?.dispose();
  });

  it("logs one line saying notifications are off, and sends nothing", async () => {
    const store = await openStoreOn(db);
    const lines: string[] = [];
    const log = {
      info: (line: string) => lines.push(line),
      warn: (line: string) => lines.push(line),
      error: (line: string) => lines.push(line),
    };
    const notifications = startNotifications(loadConfig({ ...db.env }), store, log);
    await notifications.stop();
    await store.close();
    expect(lines).toEqual([expect.stringMatching(/^Notification e-mail is off \(SMTP_URL is not set\)/)]);
  });

  it("still queues each notification, and a server started with SMTP_URL delivers them", async () => {
    const off = await startServer(db.env);
    const messages = ["Queued while mail was off, one.", "Queued while mail was off, two."];
    for (const message of messages)
      expect((await off.post({ ...VALID_SUBMISSION, message })).status).toBe(201);
    // Without SMTP_URL no worker runs, so nothing is attempted: the rows wait untouched.
    await off.close();
    expect(sink.messages).toHaveLength(0);
    expect(await db.query("SELECT attempts, sent_at FROM notification_outbox")).toEqual([
      { attempts: 0, sent_at: null },
      { attempts: 0, sent_at: null },
    ]);

    const on = await startServer({ ...db.env, ...notificationEnv(sink) });
    try {
      const received = await sink.waitFor(2);
      expect(received.map((mail) => mail.parsed?.text?.includes("Queued while mail was off"))).toEqual([
        true,
        true,
      ]);
    } finally {
      await on.close();
    }
  });
});

describe("with SMTP credentials the server refuses", () => {
  it("keeps retrying, and the stored error names the refusal but not the credentials", async () => {
    const db = await createTestDatabase("sqlite", "notify_auth");
    const sink = await startSmtpSink({
      refuseLogins: (user) => `Authentication failed for ${user}, try again`,
    });
    const api = await startServer({
      ...db.env,
      ...notificationEnv(sink),
      SMTP_URL: `smtp://site-mailer-7f3a:s3cr%40t-pass@127.0.0.1:${sink.port}`,
    });
    try {
      expect((await api.post({ ...VALID_SUBMISSION, message: "Credentials check." })).status).toBe(201);
      const row = await eventually(async () => {
        const [outbox] = (await db.query("SELECT attempts, last_error FROM notification_outbox")) as {
          attempts: number;
          last_error: string | null;
        }[];
        return outbox && outbox.attempts >= 2 ? outbox : undefined;
      }, "failed attempts");
      expect(row.last_error).toMatch(/^EAUTH 535 .*Authentication failed for \*\*\*, try again/);
      expect(row.last_error).not.toMatch(/site-mailer-7f3a|s3cr|@t-pass/);
      expect(sink.messages).toHaveLength(0);
    } finally {
      await api.close();
      await sink.stop();
      db.dispose();
    }
  });
});
