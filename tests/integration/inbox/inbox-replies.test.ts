import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ErasurePreview,
  type InboxCapabilities,
  type InboxInquiry,
  type InboxPage,
  REPLY_SUBJECT,
  type ReplyAnswer,
} from "#common/inbox-api.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";
import { seedInquiries } from "#tests/support/database/seed-inquiries.ts";
import { eventually, notificationEnv, type SmtpSink, startSmtpSink } from "#tests/support/servers/smtp.ts";
import { startServer, type TestServer } from "#tests/support/servers/test-server.ts";
import { enrolStaff, type StaffClient, staffClient } from "#tests/support/staff/staff.ts";

// Replies from the inbox through the outbox and a real SMTP server, with two instances
// on one database: a request is sent exactly once whichever instance gets it (and both
// at once), the history shows its delivery, the status becomes Replied with undo, and a
// server without SMTP says so. Erasure removes the replies and the mails still pending.

const ORIGIN = "http://inbox.test";

describe.each(DATABASE_KINDS)("replies on %s", (kind) => {
  let db: TestDatabase;
  let sink: SmtpSink;
  let one: TestServer;
  let two: TestServer;
  let noMail: TestServer;
  let ada: StaffClient;
  let adaOnTwo: StaffClient;

  beforeAll(async () => {
    db = await createTestDatabase(kind, "inbox_replies");
    sink = await startSmtpSink();
    const env = { ...db.env, PUBLIC_SITE_URL: ORIGIN, AUTH_SECRET: "s".repeat(40) };
    one = await startServer({ ...env, ...notificationEnv(sink) });
    two = await startServer({ ...env, ...notificationEnv(sink) });
    noMail = await startServer(env);
    await seedInquiries(db, { count: 20, rareWord: "wombat", rareEvery: 5 });
    ada = (await enrolStaff(one.base, ORIGIN, env, "ada@ucp.example")).client;
    // The same session on the second instance: the sessions live in the shared database.
    adaOnTwo = staffClient(two.base, ORIGIN);
    for (const [name, value] of ada.cookies) adaOnTwo.cookies.set(name, value);
  });
  afterAll(async () => {
    for (const server of [one, two, noMail]) await server?.close();
    await sink?.stop();
    db?.dispose();
  });

  // Each test replies to its own inquiry: one with the rare word, none replied to before.
  const wombat = async (index: number) => {
    const page = (await ada.json<InboxPage>("/inbox/api/inquiries?q=wombat")).body;
    return page.items[index]?.id ?? "";
  };
  const replyRow = async (requestId: string) =>
    db.query(`SELECT history_id, sent_at, attempts FROM reply_outbox WHERE request_id = '${requestId}'`);

  it("sends a reply once across two instances, with the firm's sender, Reply-To and subject", async () => {
    expect((await ada.json<InboxCapabilities>("/inbox/api/capabilities")).body).toEqual({
      canSendMail: true,
      portal: false,
    });
    const id = await wombat(0);
    const request = {
      requestId: "reply-once-0001",
      body: "Dear Visitor,\nthank you; may we call on Monday?",
    };
    const [a, b] = await Promise.all([
      ada.json<ReplyAnswer>(`/inbox/api/inquiries/${id}/replies`, { body: request }),
      adaOnTwo.json<ReplyAnswer>(`/inbox/api/inquiries/${id}/replies`, { body: request }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.entry.id).toBe(b.body.entry.id);
    expect(a.body.entry).toMatchObject({ kind: "reply", subject: REPLY_SUBJECT, body: request.body });
    expect(a.body.action?.changed).toEqual([id]);
    const retried = await ada.json<ReplyAnswer>(`/inbox/api/inquiries/${id}/replies`, { body: request });
    expect([retried.status, retried.body.entry.id]).toEqual([200, a.body.entry.id]);

    const [mail] = await sink.waitFor(1);
    await eventually(
      async () => (await replyRow(request.requestId))[0]?.sent_at != null,
      "the reply marked sent",
    );
    await sink.idle();
    expect(sink.messages).toHaveLength(1);
    expect(mail?.envelope.to).toEqual([`visitor${id}@example.com`]);
    expect(mail?.parsed?.from).toEqual({ name: "UCP Website", address: "web@ucp.example" });
    expect(mail?.parsed?.replyTo).toEqual([{ name: "Test Person", address: "ada@ucp.example" }]);
    expect(mail?.parsed?.subject).toBe(REPLY_SUBJECT);
    expect(mail?.parsed?.text?.trim()).toBe(request.body);

    const inquiry = (await ada.json<InboxInquiry>(`/inbox/api/inquiries/${id}`)).body;
    expect(inquiry.status).toBe("replied");
    const reply = inquiry.history.find((entry) => entry.kind === "reply");
    expect(reply).toMatchObject({
      by: "ada@ucp.example",
      byName: "Test Person",
      delivery: { state: "sent" },
    });
    // The status can be undone; the mail, once sent, cannot, and stays in the history.
    const undo = await ada.json(`/inbox/api/actions/${a.body.action?.id}/undo`, { method: "POST", body: {} });
    expect([undo.status, undo.body]).toEqual([200, { undone: 1 }]);
    const after = (await ada.json<InboxInquiry>(`/inbox/api/inquiries/${id}`)).body;
    expect([after.status, after.history.some((entry) => entry.kind === "reply")]).toEqual(["new", true]);

    const reused = await ada.json(`/inbox/api/inquiries/${await wombat(1)}/replies`, {
      body: request,
    });
    expect([reused.status, reused.body.code]).toEqual([409, "request_reused"]);
  });

  it("shows a failing delivery with its last error, then sends it", async () => {
    const id = await wombat(1);
    sink.refuseNext(1000, 550, "Mailbox unavailable");
    const sent = await ada.json<ReplyAnswer>(`/inbox/api/inquiries/${id}/replies`, {
      body: { requestId: "reply-failing-1", body: "Hello again." },
    });
    expect(sent.status).toBe(201);
    const failing = await eventually(async () => {
      const inquiry = (await ada.json<InboxInquiry>(`/inbox/api/inquiries/${id}`)).body;
      const entry = inquiry.history.find((item) => item.kind === "reply");
      return entry?.kind === "reply" && entry.delivery.state === "failing" && entry.delivery;
    }, "a failing delivery");
    expect(failing.lastError).toContain("Mailbox unavailable");
    sink.refuseNext(0);
    await eventually(async () => (await replyRow("reply-failing-1"))[0]?.sent_at != null, "the retry sent");
  });

  it("answers 503 mail_not_configured on a server without SMTP, and refuses bad bodies", async () => {
    const client = staffClient(noMail.base, ORIGIN);
    for (const [name, value] of ada.cookies) client.cookies.set(name, value);
    expect((await client.json<InboxCapabilities>("/inbox/api/capabilities")).body).toEqual({
      canSendMail: false,
      portal: false,
    });
    const id = await wombat(3);
    const refused = await client.json(`/inbox/api/inquiries/${id}/replies`, {
      body: { requestId: "reply-nomail-01", body: "Hi" },
    });
    expect([refused.status, refused.body.code]).toEqual([503, "mail_not_configured"]);
    expect(await replyRow("reply-nomail-01")).toEqual([]);
    const empty = await ada.json(`/inbox/api/inquiries/${id}/replies`, {
      body: { requestId: "reply-empty-01", body: " " },
    });
    expect([empty.status, empty.body.code]).toEqual([400, "invalid_request"]);
    const missing = await ada.json("/inbox/api/inquiries/99999999/replies", {
      body: { requestId: "reply-missing-1", body: "Hi" },
    });
    expect([missing.status, missing.body.code]).toEqual([404, "not_found"]);
  });

  it("previews an erasure (inquiries, notes, replies, pending mails) and erases the replies too", async () => {
    const id = await wombat(2);
    const email = `visitor${id}@example.com`;
    await ada.json(`/inbox/api/inquiries/${id}/notes`, { body: { body: "Spoke on the phone." } });
    sink.refuseNext(1000);
    await ada.json(`/inbox/api/inquiries/${id}/replies`, {
      body: { requestId: "reply-erase-001", body: "Hi" },
    });
    const preview = await ada.json<ErasurePreview>(
      `/inbox/api/erasures/preview?email=${email.toUpperCase()}`,
    );
    expect([preview.status, preview.body]).toEqual([
      200,
      { inquiries: 1, notes: 1, replies: 1, pendingMails: 1 },
    ]);
    const erased = await ada.json("/inbox/api/erasures", { body: { email, confirmation: email } });
    expect(erased.status).toBe(200);
    expect(await db.query(`SELECT history_id FROM reply_outbox WHERE submission_id = ${Number(id)}`)).toEqual(
      [],
    );
    const bad = await ada.json("/inbox/api/erasures/preview?email=nobody");
    expect([bad.status, bad.body.code]).toEqual([400, "invalid_request"]);
    sink.refuseNext(0);
  });
});
