import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { migrate, runInquiries } from "#tests/support/cli/inquiries-cli.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";

// A 100,000-row export on each database: every row once, in order, well formed.
// (Memory for a million rows is measured by `npm run bench:api`.)

const ROWS = 100_000;

/** Seeds ROWS inquiries with plain SQL, one second apart from 2025-01-01. */
async function seed(db: TestDatabase): Promise<void> {
  await migrate(db);
  const message = `'Message number ' || i || ', with "quotes", commas; and =formula-looking text.'`;
  await db.exec(
    db.kind === "sqlite"
      ? `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${ROWS})
         INSERT INTO contact_submissions (created_at, name, email, message, fund_type, aum, content_hash)
         SELECT strftime('%Y-%m-%dT%H:%M:%f', '2025-01-01', '+' || i || ' seconds') || 'Z',
                '=Sender ' || i, 'sender' || i || '@example.com', ${message}, 'Private Equity', NULL,
                printf('%064d', i)
         FROM n`
      : `INSERT INTO contact_submissions (created_at, name, email, message, fund_type, aum, content_hash)
         SELECT timestamptz '2025-01-01T00:00:00Z' + i * interval '1 second',
                '=Sender ' || i, 'sender' || i || '@example.com', ${message}, 'Private Equity', NULL,
                lpad(i::text, 64, '0')
         FROM generate_series(1, ${ROWS}) AS i`,
  );
}

describe.each(DATABASE_KINDS)("exporting %s with 100,000 inquiries", (kind) => {
  it("writes every row once, oldest first, as CSV and as JSON", { timeout: 60_000 }, async () => {
    const db = await createTestDatabase(kind, "cli_export_large");
    const dir = mkdtempSync(join(tmpdir(), "ucp-export-large-"));
    try {
      await seed(db);
      const out = join(dir, "all.csv");
      const csv = await runInquiries(["export", "--format", "csv", "--out", out], db.env);
      expect(csv).toMatchObject({ code: 0, stderr: "", stdout: `Exported ${ROWS} inquiries to ${out}.\n` });
      const lines = readFileSync(out, "utf8").split("\r\n");
      expect(lines).toHaveLength(ROWS + 2); // header, rows, and the empty string after the last CRLF
      expect(lines.at(-1)).toBe("");
      expect(lines[1]).toMatch(
        /^\d+,2025-01-01T00:00:01\.000Z,"'=Sender 1","sender1@example\.com","Message number 1, with ""quotes"", commas; and =formula-looking text\.","Private Equity",,"new",,0,$/,
      );
      expect(lines[ROWS]).toMatch(/^\d+,2025-01-02T03:46:40\.000Z,"'=Sender 100000",/);
      const names = new Set(lines.slice(1, -1).map((line) => line.split(",")[2]));
      expect(names.size).toBe(ROWS);

      const json = await runInquiries(["export", "--format", "json", "--since", "2025-01-02"], db.env);
      expect(json.code).toBe(0);
      const rows = JSON.parse(json.stdout) as { name: string; created_at: string }[];
      // From midnight on 2 January: the rows of seconds 86,400 to 100,000.
      expect(rows).toHaveLength(ROWS - 86_400 + 1);
      expect(rows[0]).toMatchObject({ name: "=Sender 86400", created_at: "2025-01-02T00:00:00.000Z" });
      expect(rows.at(-1)?.name).toBe("=Sender 100000");
    } finally {
      rmSync(dir, { recursive: true, force: true });
      db.dispose();
    }
  });
});
