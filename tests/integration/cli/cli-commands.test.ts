import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { cliOnDatabase } from "#tests/support/cli/inquiries-cli.ts";
import { parseCsv } from "#tests/support/cli/parse-csv.ts";
import { DATABASE_KINDS } from "#tests/support/database/databases.ts";

// Each operator command against a seeded database, SQLite and PostgreSQL, as a person
// at the firm runs it: what it prints, what it exports, what it deletes.

const SEED = [
  {
    at: "2023-01-15T10:00:00.000Z",
    name: "Old Timer",
    email: "old@example.com",
    message: "From long ago.",
    fund_type: null,
    aum: null,
  },
  {
    at: "2025-06-01T09:00:00.000Z",
    name: '=HYPERLINK("http://evil.example","click")',
    email: "Ada@Example.com",
    message: "+cmd|' /C calc'!A0",
    fund_type: "Private Equity",
    aum: "$5B+",
  },
  {
    at: "2025-06-02T09:00:00.000Z",
    name: "-2+3",
    email: "ada@example.com",
    message: "@SUM(A1:A2)",
    fund_type: "Other",
    aum: null,
  },
  {
    at: "2025-06-03T09:00:00.000Z",
    name: "\tTabbed",
    email: "tab@example.com",
    message: '\rHe said "hi", then\nleft; 50% done',
    fund_type: "Other",
    aum: "Under $100M",
  },
  {
    at: "2025-07-04T12:30:00.000Z",
    name: "Grace Hopper",
    email: "grace@example.org",
    message: "Newest one.",
    fund_type: null,
    aum: null,
  },
];

describe.each(DATABASE_KINDS)("npm run inquiries on %s", (kind) => {
  const cli = cliOnDatabase(kind, "cli_commands", SEED);
  const run = cli.run;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const db = cli.db;
    for (const row of await db.rows()) ids[row.name] = row.id;
    // Ada's first inquiry still has a pending notification; her second was sent.
    await db.query(`INSERT INTO notification_outbox (submission_id, next_attempt_at, attempts, last_error)
      SELECT id, created_at, 3, '554 refused' FROM contact_submissions WHERE email = 'Ada@Example.com'`);
    await db.query(`INSERT INTO notification_outbox (submission_id, next_attempt_at, sent_at, attempts)
      SELECT id, created_at, created_at, 1 FROM contact_submissions WHERE email = 'ada@example.com'`);
  });

  it("list: a table, newest first, with --limit and --since", async () => {
    const all = await run("list");
    expect(all).toMatchObject({ code: 0, stderr: "" });
    const lines = all.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^ID +Received \(UTC\) +Name +E-mail +Inquiry type +Size range +Message$/);
    expect(lines.slice(1, 6).map((line) => line.split(/ {2,}/)[2])).toEqual([
      "Grace Hopper",
      "Tabbed",
      "-2+3",
      '=HYPERLINK("http://evil…', // cells are cut to their column's width
      "Old Timer",
    ]);
    expect(lines[1]).toMatch(/^\d+ +2025-07-04 12:30 +Grace Hopper +grace@example\.org +- +- +Newest one\.$/);
    expect(lines.at(-1)).toBe("5 inquiries, newest first.");

    const limited = await run("list", "--limit", "2");
    expect(limited.stdout).toContain("Grace Hopper");
    expect(limited.stdout).not.toContain("-2+3");
    expect(limited.stdout).toContain("2 inquiries, newest first (the limit; --limit N shows more).");

    const since = await run("list", "--since", "2025-06-02");
    expect(since.stdout.trim().split("\n").at(-1)).toBe(
      "3 inquiries since 2025-06-02T00:00:00.000Z, newest first.",
    );
  });

  it("show: one inquiry in full with its notification status", async () => {
    const shown = await run("show", ids['=HYPERLINK("http://evil.example","click")'] ?? "");
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(
      "Received:      2025-06-01T09:00:00.000Z (Sunday, 1 June 2025 at 09:00:00 UTC)",
    );
    expect(shown.stdout).toContain("E-mail:        Ada@Example.com");
    expect(shown.stdout).toContain("Inquiry type:  Private Equity");
    expect(shown.stdout).toContain("Size range:    $5B+");
    expect(shown.stdout).toMatch(
      /Notification: +pending after 3 attempts, next try from 2025-06-01T09:00:00\.000Z; last error: 554 refused/,
    );
    expect(shown.stdout).toContain("Message:\n+cmd|' /C calc'!A0\n");
    // Control characters of the visitor's text never reach the terminal raw.
    const tabbed = await run("show", ids["\tTabbed"] ?? "");
    expect(tabbed.stdout).toContain("Name:          Tabbed");
    expect(tabbed.stdout).toContain('Message:\n\nHe said "hi", then\nleft; 50% done\n');
    expect((await run("show", ids["-2+3"] ?? "")).stdout).toMatch(
      /Notification: +sent 2025-06-02T09:00:00\.000Z \(1 attempt\)/,
    );
    expect(await run("show", "999999")).toEqual({
      code: 1,
      stdout: "",
      stderr: "inquiries: no inquiry with ID 999999\n",
    });
  });

  it("export csv: RFC 4180 quoting, oldest first, formulas neutralised", async () => {
    const result = await run("export", "--format", "csv");
    expect(result.code).toBe(0);
    const records = parseCsv(result.stdout);
    expect(records[0]).toEqual([
      "id",
      "created_at",
      "name",
      "email",
      "message",
      "fund_type",
      "aum",
      "status",
      "owner",
      "notes",
      "last_note",
    ]);
    expect(records.slice(1).map((record) => record.slice(1, 7))).toEqual([
      ["2023-01-15T10:00:00.000Z", "Old Timer", "old@example.com", "From long ago.", "", ""],
      [
        "2025-06-01T09:00:00.000Z",
        `'=HYPERLINK("http://evil.example","click")`,
        "Ada@Example.com",
        "'+cmd|' /C calc'!A0",
        "Private Equity",
        "$5B+",
      ],
      ["2025-06-02T09:00:00.000Z", "'-2+3", "ada@example.com", "'@SUM(A1:A2)", "Other", ""],
      [
        "2025-06-03T09:00:00.000Z",
        "'\tTabbed",
        "tab@example.com",
        `'\rHe said "hi", then\nleft; 50% done`,
        "Other",
        "Under $100M",
      ],
      ["2025-07-04T12:30:00.000Z", "Grace Hopper", "grace@example.org", "Newest one.", "", ""],
    ]);
    expect(result.stdout).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    const since = parseCsv(
      (await run("export", "--format", "csv", "--since", "2025-06-03T00:00:00Z")).stdout,
    );
    expect(since.map((record) => record[2])).toEqual(["name", "'\tTabbed", "Grace Hopper"]);
  });

  it("export json: one array, values exactly as stored, to a file only its owner can read", async () => {
    const out = join(mkdtempSync(join(tmpdir(), "ucp-export-")), "inquiries.json");
    const result = await run("export", "--format", "json", "--out", out);
    expect(result).toMatchObject({ code: 0, stdout: `Exported 5 inquiries to ${out}.\n` });
    expect(statSync(out).mode & 0o777).toBe(0o600);
    const rows = JSON.parse(readFileSync(out, "utf8")) as Record<string, unknown>[];
    expect(rows.map((row) => Object.keys(row))).toEqual(
      Array(5).fill([
        "id",
        "created_at",
        "name",
        "email",
        "message",
        "fund_type",
        "aum",
        "status",
        "owner",
        "notes",
        "last_note",
      ]),
    );
    expect(
      rows.map(({ id, created_at, name, message, fund_type, aum }) => [
        id,
        created_at,
        name,
        message,
        fund_type,
        aum,
      ]),
    ).toEqual(SEED.map((row) => [ids[row.name], row.at, row.name, row.message, row.fund_type, row.aum]));
  });

  it("stats: counts by month, inquiry type and size range, and the notification backlog", async () => {
    const { code, stdout } = await run("stats");
    expect(code).toBe(0);
    expect(stdout).toContain("Inquiries: 5\n");
    expect(stdout).toContain(
      "Notifications: 1 sent, 1 pending (1 after a failed attempt), oldest pending received 2025-06-01T09:00:00.000Z",
    );
    expect(stdout).toMatch(/By month \(UTC\)\n {2}2023-01 +1\n {2}2025-06 +3\n {2}2025-07 +1\n/);
    expect(stdout).toMatch(/By inquiry type\n {2}\(not chosen\) +2\n {2}Other +2\n {2}Private Equity +1\n/);
    expect(stdout).toMatch(/By size range\n {2}\(not chosen\) +3\n {2}\$5B\+ +1\n {2}Under \$100M +1\n/);
  });

  it("erase: every inquiry from an address in any letter case, with its notifications", async () => {
    expect(await run("erase", "--email", "ADA@example.COM")).toEqual({
      code: 0,
      stdout: "Erased 2 inquiries from ADA@example.COM and 1 pending notification.\n",
      stderr: "",
    });
    expect((await cli.db.rows()).map((row) => row.email).sort()).toEqual([
      "grace@example.org",
      "old@example.com",
      "tab@example.com",
    ]);
    expect(await cli.db.query("SELECT count(*) AS n FROM notification_outbox")).toEqual([
      { n: kind === "sqlite" ? 0 : "0" },
    ]);
    expect((await run("erase", "--email", "ada@example.com")).stdout).toBe(
      "No inquiries from ada@example.com; nothing erased.\n",
    );
  });

  it("purge: inquiries older than the period, nothing newer", async () => {
    const result = await run("purge", "--older-than", "24mo");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^Purged 1 inquiry received before \d{4}-\d\d-\d\dT[\d:.]+Z \(older than 24 months\), with their notifications\.\n$/,
    );
    expect((await cli.db.rows()).map((row) => row.name)).toEqual(["\tTabbed", "Grace Hopper"]);
    expect((await run("purge", "--older-than", "90d")).stdout).toMatch(/^Purged 2 inquiries/);
    expect((await run("list")).stdout).toBe("No inquiries.\n");
  });
});
