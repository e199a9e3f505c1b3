import { createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/databases.ts";
import { eventually, notificationEnv, type SmtpSink, startSmtpSink } from "#tests/support/servers/smtp.ts";
import { serverPool, uniqueSubmission } from "#tests/support/servers/test-server.ts";

// Several server instances on one PostgreSQL share the outbox: each notification is
// sent by one of them only (FOR UPDATE SKIP LOCKED, then a lease), a crashed
// instance's claims are retaken once their lease lapses, and a stopping instance
// hands back the rows it could not finish.

describe("notifications with several instances on one PostgreSQL", () => {
  let db: TestDatabase;
  let sink: SmtpSink;
  const servers = serverPool(() => ({ ...db.env, ...notificationEnv(sink) }));
  const start = servers.start;

  beforeAll(async () => {
    db = await createTestDatabase("postgres", "notify_instances");
    sink = await startSmtpSink({ parse: false });
  });
  afterAll(async () => {
    await servers.closeAll();
    await sink?.stop();
  });

  it("sends 200 inquiries submitted to two instances as exactly 200 messages", async () => {
    // Short polls make both instances claim from the same backlog all the time.
    const [a, b] = await Promise.all([start({ NOTIFY_POLL_MS: "20" }), start({ NOTIFY_POLL_MS: "20" })]);
    const submissions = Array.from({ length: 200 }, () => uniqueSubmission());
    const statuses = await Promise.all(
      submissions.map(async (submission, index) => (await (index % 2 ? a : b)?.post(submission))?.status),
    );
    expect(statuses.every((status) => status === 201)).toBe(true);
    await sink.waitFor(200);
    // Every row marked sent and both instances stopped: no further mail can come, so a
    // notification sent twice would be in the sink now.
    await eventually(
      async () =>
        (await db.query("SELECT count(*)::int AS n FROM notification_outbox WHERE sent_at IS NULL"))[0]?.n ===
        0,
      "every notification marked sent",
    );
    await Promise.all([a?.close(), b?.close()]);
    await sink.idle();
    const bodies = sink.messages.splice(0).map((mail) => /Inquiry (\d+):/.exec(mail.raw)?.[1]);
    expect(bodies).toHaveLength(200);
    expect(new Set(bodies).size).toBe(200);
  });

  it("retakes a notification whose claimer crashed once its lease has lapsed", async () => {
    const off = await start({ SMTP_URL: "" });
    const submission = uniqueSubmission();
    expect((await off.post(submission)).status).toBe(201);
    await off.close();
    // What a crashed instance leaves: a claim with two seconds of lease left.
    await db.query(`UPDATE notification_outbox SET claimed_by = 'crashed-instance',
      claimed_until = now() + interval '2 seconds' WHERE sent_at IS NULL`);
    const leaseEnd = Date.now() + 2000;
    const retaker = await start();
    await sink.waitFor(1);
    expect(Date.now()).toBeGreaterThanOrEqual(leaseEnd - 100);
    expect(sink.messages.splice(0)[0]?.raw).toContain(submission.message);
    await retaker.close();
  });

  describe("with an SMTP server that accepts connections and never answers", () => {
    let silent: Server;
    const sockets = new Set<Socket>();
    beforeAll(async () => {
      silent = createServer((socket) => {
        sockets.add(socket);
        socket.on("error", () => undefined);
      });
      await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    });
    afterAll(() => {
      for (const socket of sockets) socket.destroy();
      silent?.close();
    });

    it("stops within its grace period and releases the claim it could not finish", async () => {
      const address = silent.address();
      const port = typeof address === "object" && address ? address.port : 0;
      const api = await start({ SMTP_URL: `smtp://127.0.0.1:${port}` });
      const submission = uniqueSubmission();
      expect((await api.post(submission)).status).toBe(201);
      await eventually(
        async () =>
          (await db.query("SELECT 1 FROM notification_outbox WHERE claimed_by IS NOT NULL")).length === 1,
        "the notification to be claimed",
      );
      const stopping = Date.now();
      await api.close();
      // Grace: a quarter of the 4 s test lease.
      expect(Date.now() - stopping).toBeLessThan(3000);
      expect(
        await db.query("SELECT attempts, claimed_by, sent_at FROM notification_outbox WHERE sent_at IS NULL"),
      ).toEqual([{ attempts: 0, claimed_by: null, sent_at: null }]);
    });
  });
});
