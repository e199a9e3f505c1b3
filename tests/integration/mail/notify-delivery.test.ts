import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";
import {
  eventually,
  notificationEnv,
  type ReceivedMail,
  type SmtpSink,
  startSmtpSink,
} from "#tests/support/servers/smtp.ts";
import { serverPool, type TestServer, uniqueSubmission } from "#tests/support/servers/test-server.ts";

// Every stored inquiry reaches the firm by e-mail exactly once, through a real SMTP
// server on loopback: with the right headers, when SMTP is down at submission time,
// when it refuses with a 5xx at first, and across a server restart.

let counter = 0;

/** Inquiry id per message (from X-UCP-Inquiry-Id); fails on any second copy. */
function byInquiry(messages: readonly ReceivedMail[]): Map<string, ReceivedMail> {
  const map = new Map<string, ReceivedMail>();
  for (const mail of messages) {
    const id = mail.parsed?.headers.find((header) => header.key === "x-ucp-inquiry-id")?.value ?? "";
    if (map.has(id)) throw new Error(`inquiry ${id} was notified twice`);
    map.set(id, mail);
  }
  return map;
}

describe.each(DATABASE_KINDS)("notification e-mail on %s", (kind) => {
  let db: TestDatabase;
  let sink: SmtpSink;
  const servers = serverPool(() => ({ ...db.env, ...notificationEnv(sink) }));
  const start = servers.start;
  const outbox = async () =>
    (await db.query(
      "SELECT submission_id, attempts, sent_at, claimed_by, last_error FROM notification_outbox ORDER BY submission_id",
    )) as {
      submission_id: unknown;
      attempts: number;
      sent_at: unknown;
      claimed_by: string | null;
      last_error: string | null;
    }[];
  /**
   * Waits until every notification is marked sent, then stops the server and lets the
   * sink finish parsing: no further mail can come, so a duplicate would be there now.
   */
  const finish = async (server: TestServer) => {
    await eventually(
      async () => (await outbox()).every((row) => row.sent_at !== null),
      "every notification marked sent",
    );
    await server.close();
    await sink.idle();
  };
  const idOf = async (message: string) =>
    String((await db.rows()).find((row) => row.message === message)?.id ?? "missing");

  beforeAll(async () => {
    db = await createTestDatabase(kind, "notify_delivery");
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await servers.closeAll();
    await sink?.stop();
    db?.dispose();
  });

  it("sends one message per stored inquiry with the right headers, and none for a duplicate", async () => {
    const api = await start();
    const plain = uniqueSubmission({ fund_type: null, aum: null });
    const script = `alert(${++counter})`;
    const hostile = uniqueSubmission({
      name: "Mallory <b>&</b>",
      message: `<script>${script}</script>\nSecond line`,
    });
    for (const submission of [plain, hostile, hostile]) expect((await api.post(submission)).status).toBe(201);
    await sink.waitFor(2);
    await finish(api);
    const messages = byInquiry(sink.messages.splice(0));
    expect([...messages.keys()].sort()).toEqual(
      [await idOf(plain.message), await idOf(hostile.message)].sort(),
    );

    const first = messages.get(await idOf(plain.message));
    expect(first?.envelope).toEqual({
      from: "web@ucp.example",
      to: ["inquiries@ucp.example", "partner@ucp.example"],
    });
    expect(first?.parsed?.subject).toBe("New inquiry from Ada Lovelace");
    expect(first?.parsed?.from).toEqual({ name: "UCP Website", address: "web@ucp.example" });
    expect(first?.parsed?.replyTo).toEqual([{ name: "Ada Lovelace", address: "ada@example.com" }]);
    expect(first?.parsed?.messageId).toBe(`<inquiry-${await idOf(plain.message)}@ucp.example>`);
    expect(first?.parsed?.text).toContain(plain.message);

    const second = messages.get(await idOf(hostile.message));
    expect(second?.parsed?.subject).toBe("New inquiry from Mallory <b>&</b> (Infrastructure)");
    expect(second?.parsed?.html).toContain("Mallory &lt;b&gt;&amp;&lt;/b&gt;");
    expect(second?.parsed?.html).toContain(`&lt;script&gt;${script}&lt;/script&gt;\nSecond line`);
    expect(second?.parsed?.html).not.toContain("<script");
    expect(second?.parsed?.text).toContain(hostile.message);
  });

  it("accepts inquiries while SMTP is down and delivers each exactly once when it is back", async () => {
    await sink.stop();
    const api = await start();
    const submissions = Array.from({ length: 12 }, () => uniqueSubmission());
    const statuses = await Promise.all(
      submissions.map(async (submission) => (await api.post(submission)).status),
    );
    expect(statuses.every((status) => status === 201)).toBe(true);
    // Several attempts fail (connection refused) before the server comes back.
    await eventually(
      async () => (await outbox()).filter((row) => !row.sent_at).every((row) => row.attempts >= 2),
      "failed attempts",
    );
    const failing = (await outbox()).find((row) => !row.sent_at);
    expect(failing?.last_error).toMatch(/ECONNREFUSED|ECONNECTION/);
    await sink.start();
    await sink.waitFor(12);
    await finish(api);
    const messages = byInquiry(sink.messages.splice(0));
    const ids = await Promise.all(submissions.map((submission) => idOf(submission.message)));
    expect([...messages.keys()].sort()).toEqual(ids.sort());
    expect((await outbox()).every((row) => row.sent_at !== null && row.claimed_by === null)).toBe(true);
  });

  it("retries a message the SMTP server refuses with a 5xx until it is accepted", async () => {
    const api = await start();
    sink.refuseNext(3, 554, "Transaction failed: try later");
    const submission = uniqueSubmission();
    expect((await api.post(submission)).status).toBe(201);
    await sink.waitFor(1);
    await finish(api);
    expect(sink.refused).toBeGreaterThanOrEqual(3);
    const messages = byInquiry(sink.messages.splice(0));
    const id = await idOf(submission.message);
    expect([...messages.keys()]).toEqual([id]);
    const row = (await outbox()).find((candidate) => String(candidate.submission_id) === id);
    expect(row).toMatchObject({ attempts: 4, claimed_by: null });
    expect(row?.last_error).toContain("554 Transaction failed: try later");
  });

  it("sends the notifications still pending when the server stopped after it starts again", async () => {
    await sink.stop();
    const first = await start();
    const submissions = Array.from({ length: 5 }, () => uniqueSubmission());
    for (const submission of submissions) expect((await first.post(submission)).status).toBe(201);
    await eventually(
      async () => (await outbox()).filter((row) => !row.sent_at).every((row) => row.attempts >= 1),
      "a failed attempt each",
    );
    await first.close();
    // A clean stop leaves no claim behind: the next start may take the rows at once.
    const pending = (await outbox()).filter((row) => !row.sent_at);
    expect(pending).toHaveLength(5);
    expect(pending.every((row) => row.claimed_by === null)).toBe(true);

    await sink.start();
    const second = await start();
    await sink.waitFor(5);
    await finish(second);
    const ids = await Promise.all(submissions.map((submission) => idOf(submission.message)));
    expect([...byInquiry(sink.messages.splice(0)).keys()].sort()).toEqual(ids.sort());
  });
});
