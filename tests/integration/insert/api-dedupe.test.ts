import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";
import {
  serverOnDatabase,
  startServer,
  type TestServer,
  uniqueSubmission,
} from "#tests/support/servers/test-server.ts";

// An identical submission (every field the same) within ten minutes is stored
// once and answered 201 every time, also when the copies arrive at the same moment,
// at one server or at two servers sharing the database.

describe.each(DATABASE_KINDS)("duplicate suppression on %s", (kind) => {
  const t = serverOnDatabase(kind, "api_dedupe");
  let second: TestServer;
  beforeAll(async () => {
    // A second instance on the same database, as behind a load balancer.
    second = await startServer(t.db.env);
  });
  afterAll(() => second?.close());

  const stored = async (message: string) => (await t.db.rows()).filter((row) => row.message === message);
  /** Moves a stored submission back in time, as if it had been sent `minutes` ago. */
  const age = (message: string, minutes: number) =>
    t.db.query(
      kind === "sqlite"
        ? `UPDATE contact_submissions SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${minutes} minutes') WHERE message = '${message}'`
        : `UPDATE contact_submissions SET created_at = now() - interval '${minutes} minutes' WHERE message = '${message}'`,
    );

  it("stores a repeated submission once and answers 201 both times", async () => {
    const submission = uniqueSubmission();
    expect((await t.server.post(submission)).status).toBe(201);
    expect((await t.server.post(submission)).status).toBe(201);
    expect(await stored(submission.message)).toHaveLength(1);
  });

  it("compares values after trimming, as they are stored", async () => {
    const submission = uniqueSubmission();
    await t.server.post(submission);
    await t.server.post({
      ...submission,
      name: ` ${submission.name}  `,
      message: `\n${submission.message} `,
    });
    expect(await stored(submission.message)).toHaveLength(1);
  });

  it("keeps submissions that differ in name or e-mail", async () => {
    const submission = uniqueSubmission();
    await t.server.post(submission);
    await t.server.post({ ...submission, name: "Someone Else" });
    await t.server.post({ ...submission, email: "other@example.com" });
    const rows = await stored(submission.message);
    expect(rows.map((row) => [row.name, row.email])).toEqual([
      [submission.name, submission.email],
      ["Someone Else", submission.email],
      [submission.name, "other@example.com"],
    ]);
  });

  it("stores one row for twenty identical requests sent at once", async () => {
    const submission = uniqueSubmission();
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async () => (await t.server.post(submission)).status),
    );
    expect(statuses).toEqual(Array(20).fill(201));
    expect(await stored(submission.message)).toHaveLength(1);
  });

  it("stores one row when identical requests race through two servers", async () => {
    for (let round = 0; round < 5; round++) {
      const submission = uniqueSubmission();
      const statuses = await Promise.all(
        Array.from(
          { length: 10 },
          async (_, index) => (await (index % 2 ? second : t.server).post(submission)).status,
        ),
      );
      expect(statuses).toEqual(Array(10).fill(201));
      expect(await stored(submission.message)).toHaveLength(1);
    }
  });

  it("suppresses a copy nine minutes later and stores one eleven minutes later", async () => {
    const submission = uniqueSubmission();
    await t.server.post(submission);
    await age(submission.message, 9);
    await t.server.post(submission);
    expect(await stored(submission.message)).toHaveLength(1);
    await age(submission.message, 11);
    expect((await t.server.post(submission)).status).toBe(201);
    expect(await stored(submission.message)).toHaveLength(2);
  });
});

describe("the PostgreSQL constraint behind concurrent duplicates", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase("postgres", "dedupe_index"); // with the server's schema
  });

  const insertAt = (minutesAgo: number) =>
    db.query(`INSERT INTO contact_submissions (created_at, name, email, message, content_hash)
      OVERRIDING SYSTEM VALUE
      VALUES (now() - interval '${minutesAgo} minutes', 'A', 'a@example.com', 'Hi', repeat('a', 64))`);

  it("refuses a second row with the same content less than five minutes from the first", async () => {
    await db.query("DELETE FROM contact_submissions");
    await insertAt(0);
    for (const minutes of [0, 1, 2.5, 4.9]) {
      await expect(insertAt(minutes), `${minutes} minutes apart`).rejects.toMatchObject({ code: "23505" });
    }
  });

  it("always allows one ten minutes or more apart", async () => {
    await db.query("DELETE FROM contact_submissions");
    await insertAt(0);
    await insertAt(10);
    await insertAt(20.5);
    expect(await db.rows()).toHaveLength(3);
  });
});
