import { describe, expect, it } from "vitest";
import { migrate, sqlText } from "#tests/support/cli/inquiries-cli.ts";
import { createTestDatabase, DATABASE_KINDS } from "#tests/support/database/databases.ts";
import { eventually } from "#tests/support/servers/smtp.ts";
import { startServer } from "#tests/support/servers/test-server.ts";

// The server's own purge when RETENTION is set (the periods themselves are read in
// tests/unit/server/retention-period.test.ts).

describe.each(DATABASE_KINDS)("the server with RETENTION on %s", (kind) => {
  it("purges inquiries older than the period at start, with their notifications, and keeps the rest", async () => {
    const db = await createTestDatabase(kind, "retention_start");
    try {
      await migrate(db);
      const now = Date.now();
      const rows = [
        ["Expired", new Date(now - 400 * 86_400_000)],
        ["Kept", new Date(now - 300 * 86_400_000)],
      ] as const;
      for (const [index, [name, at]] of rows.entries()) {
        await db.query(`INSERT INTO contact_submissions (created_at, name, email, message, content_hash)
          VALUES ('${at.toISOString()}', ${sqlText(name)}, 'x@example.com', 'Old inquiry.', '${String(index).padStart(64, "0")}')`);
      }
      await db.query(
        "INSERT INTO notification_outbox (submission_id, next_attempt_at) SELECT id, created_at FROM contact_submissions",
      );
      const api = await startServer({ ...db.env, RETENTION: "12mo" });
      try {
        await eventually(async () => (await db.rows()).length === 1, "the start-up purge");
        expect((await db.rows()).map((row) => row.name)).toEqual(["Kept"]);
        expect(await db.query("SELECT count(*) AS n FROM notification_outbox")).toEqual([
          { n: kind === "sqlite" ? 1 : "1" },
        ]);
      } finally {
        await api.close();
      }
    } finally {
      db.dispose();
    }
  });
});
