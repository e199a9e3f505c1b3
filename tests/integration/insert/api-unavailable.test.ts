import { describe, expect, inject, it } from "vitest";
import { DATABASE_KINDS } from "#tests/support/database/databases.ts";
import { withClient } from "#tests/support/database/postgres.ts";
import { readError, serverOnDatabase, uniqueSubmission } from "#tests/support/servers/test-server.ts";

// When the database cannot take a row, the visitor gets a 503 in PostgREST's shape,
// never a 201; /healthz says so; both recover when the database does. A row the
// database rejects inside a shared commit fails alone, its batch-mates are stored.

describe.each(DATABASE_KINDS)("the insert endpoint when %s fails", (kind) => {
  const t = serverOnDatabase(kind, "api_unavailable");

  /** Makes the database refuse work, runs `check`, then restores it. */
  async function whileBroken(check: () => Promise<void>): Promise<void> {
    if (kind === "sqlite") {
      // Another process renaming the table: every statement of the server now fails.
      await t.db.exec("ALTER TABLE contact_submissions RENAME TO contact_submissions_away");
      try {
        await check();
      } finally {
        await t.db.exec("ALTER TABLE contact_submissions_away RENAME TO contact_submissions");
      }
      return;
    }
    // PostgreSQL down for this database: no new connections, existing ones cut.
    const name = new URL(t.db.env.DATABASE_URL ?? "").pathname.slice(1);
    const admin = (sql: string) => withClient(inject("postgresAdminUrl"), (client) => client.query(sql));
    await admin(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
    await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
    try {
      await check();
    } finally {
      await admin(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
    }
  }

  it("answers 503 with PostgREST's shape, reports unhealthy, and recovers", async () => {
    const lost = uniqueSubmission();
    await whileBroken(async () => {
      const response = await t.server.post(lost);
      expect(response.status).toBe(503);
      expect(await readError(response)).toMatchObject({
        code: "PGRST000",
        message: "Database connection error",
      });
      expect((await fetch(`${t.server.base}/healthz`)).status).toBe(503);
      expect((await fetch(`${t.server.base}/livez`)).status).toBe(200);
    });
    expect((await fetch(`${t.server.base}/healthz`)).status).toBe(200);
    const retried = await t.server.post(lost);
    expect(retried.status).toBe(201);
    expect((await t.db.rows()).filter((row) => row.message === lost.message)).toHaveLength(1);
  });

  it("fails only the row the database rejects when rows share a commit", async () => {
    await t.db.exec(
      kind === "sqlite"
        ? `CREATE TRIGGER poison BEFORE INSERT ON contact_submissions WHEN NEW.name = 'Poison'
           BEGIN SELECT RAISE(ABORT, 'poisoned row'); END;`
        : `CREATE FUNCTION poison() RETURNS trigger LANGUAGE plpgsql AS $$
           BEGIN IF NEW.name = 'Poison' THEN RAISE EXCEPTION 'poisoned row'; END IF; RETURN NEW; END $$;
           CREATE TRIGGER poison BEFORE INSERT ON contact_submissions FOR EACH ROW EXECUTE FUNCTION poison();`,
    );
    try {
      const submissions = Array.from({ length: 30 }, (_, index) =>
        uniqueSubmission({ name: index === 15 ? "Poison" : `Sender ${index}` }),
      );
      const statuses = await Promise.all(
        submissions.map(async (submission) => (await t.server.post(submission)).status),
      );
      expect(statuses[15]).toBe(503);
      expect(statuses.filter((status) => status === 201)).toHaveLength(29);
      const messages = new Set((await t.db.rows()).map((row) => row.message));
      submissions.forEach((submission, index) => {
        expect(messages.has(submission.message), submission.name).toBe(index !== 15);
      });
    } finally {
      await t.db.exec(
        kind === "sqlite"
          ? "DROP TRIGGER poison"
          : "DROP TRIGGER poison ON contact_submissions; DROP FUNCTION poison();",
      );
    }
  });
});
