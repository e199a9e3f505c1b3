import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { startNotifications } from "#server/mail/notifications.ts";
import { createTestDatabase, openStoreOn, type TestDatabase } from "#tests/support/database/databases.ts";
import { eventually, notificationEnv, type SmtpSink, startSmtpSink } from "#tests/support/servers/smtp.ts";
import { startServer, VALID_SUBMISSION } from "#tests/support/servers/test-server.ts";

// Without SMTP_URL the server says once that notifications are off, keeps queuing them, and a
// server started later with SMTP_URL delivers that backlog.

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
