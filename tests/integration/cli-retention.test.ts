import { describe, expect, it } from "vitest";
import { cutoffBefore, parseRetentionPeriod } from "../../server/store/retention-period.ts";
import { createTestDatabase, DATABASE_KINDS } from "../support/databases.ts";
import { migrate, sqlText } from "../support/inquiries-cli.ts";
import { eventually } from "../support/smtp.ts";
import { startServer } from "../support/test-server.ts";

// Retention periods as `purge --older-than` and RETENTION read them, and the server's
// own purge when RETENTION is set.

describe("retention periods", () => {
  it.each([
    ["24mo", { amount: 24, unit: "mo" }],
    ["90d", { amount: 90, unit: "d" }],
    ["12w", { amount: 12, unit: "w" }],
    ["2Y", { amount: 2, unit: "y" }],
  ])("reads %s", (text, period) => {
    expect(parseRetentionPeriod(text)).toEqual(period);
  });

  it.each(["24m", "0d", "-3d", "1.5y", "24 months", "", "mo", "99999d"])("refuses %j", (text) => {
    expect(parseRetentionPeriod(text)).toBeUndefined();
  });

  it("counts months and years on the UTC calendar, clamping to the end of a shorter month", () => {
    const at = (iso: string) => new Date(iso);
    const cut = (text: string, now: string) =>
      cutoffBefore(parseRetentionPeriod(text) ?? { amount: 0, unit: "d" }, at(now)).toISOString();
    expect(cut("24mo", "2025-03-31T10:00:00.000Z")).toBe("2023-03-31T10:00:00.000Z");
    expect(cut("1mo", "2025-03-31T10:00:00.000Z")).toBe("2025-02-28T10:00:00.000Z");
    expect(cut("1mo", "2024-03-31T10:00:00.000Z")).toBe("2024-02-29T10:00:00.000Z");
    expect(cut("13mo", "2025-01-15T00:00:00.000Z")).toBe("2023-12-15T00:00:00.000Z");
    expect(cut("1y", "2024-02-29T12:00:00.000Z")).toBe("2023-02-28T12:00:00.000Z");
    expect(cut("90d", "2025-03-31T10:00:00.000Z")).toBe("2024-12-31T10:00:00.000Z");
    expect(cut("2w", "2025-03-01T00:00:00.000Z")).toBe("2025-02-15T00:00:00.000Z");
  });
});

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
