import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runInquiries } from "#tests/support/cli/inquiries-cli.ts";
import { freePort } from "#tests/support/servers/free-port.ts";

// Mistakes and outages, as the operator meets them: bad arguments exit 2 with the usage
// before any database is touched; an unreachable or missing database exits 1 with one
// line saying why, never a stack trace.

describe("npm run inquiries with bad arguments", () => {
  const cases: [string[], string][] = [
    [[], "no command given"],
    [["bogus"], 'unknown command "bogus"'],
    [
      ["list", "--limit", "0"],
      '--limit must be a whole number from 1 to 10000 (use export for more), not "0"',
    ],
    [
      ["list", "--since", "yesterday"],
      '--since must be a date like 2025-01-31 or 2025-01-31T09:30:00Z, not "yesterday"',
    ],
    [["list", "--since", "2025-02-30"], "--since must be a date"],
    [["list", "--since", "2025-01-31T09:30:00"], "--since must be a date"],
    [["list", "--verbose"], "Unknown option '--verbose'"],
    [["show"], "show needs the ID of an inquiry"],
    [["show", "abc"], 'an inquiry ID is a positive whole number, not "abc"'],
    [["show", "1", "2"], "show takes 1 positional argument(s)"],
    [["export"], "export needs --format csv or --format json"],
    [["export", "--format", "xlsx"], '--format must be csv or json, not "xlsx"'],
    [["erase"], "--email is required"],
    [["purge"], "purge needs --older-than DURATION"],
    [
      ["purge", "--older-than", "24m"],
      '--older-than must be a whole number and a unit: d, w, mo or y (for example 24mo, 90d, 12w), not "24m"',
    ],
    [["stats", "now"], "stats takes no positional argument(s)"],
  ];

  it("exit with status 2, the reason and the usage, without opening a database", {
    timeout: 60_000,
  }, async () => {
    // A database that cannot exist: reaching it would fail with status 1, not 2.
    const env = { SQLITE_PATH: "/nonexistent/ucp.sqlite" };
    // Four at a time: the whole integration run shares two cores.
    const results: Awaited<ReturnType<typeof runInquiries>>[] = [];
    for (let index = 0; index < cases.length; index += 4) {
      const group = cases.slice(index, index + 4).map(([args]) => runInquiries(args, env));
      results.push(...(await Promise.all(group)));
    }
    results.forEach((result, index) => {
      const [args, reason] = cases[index] ?? [[], ""];
      const label = args.join(" ") || "(no arguments)";
      expect(result.code, label).toBe(2);
      expect(result.stdout, label).toBe("");
      expect(result.stderr.split("\n")[0], label).toContain(`inquiries: ${reason}`);
      expect(result.stderr, label).toContain("Usage: npm run inquiries -- <command> [options]");
    });
  });

  it("prints the usage on --help and exits 0", async () => {
    const result = await runInquiries(["--help"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("export --format csv|json [--since DATE] [--out FILE]");
  });
});

describe("npm run inquiries when the database is not there", () => {
  const oneLine = (stderr: string) => stderr.trimEnd().split("\n");

  it("exits 1 with one line when PostgreSQL is unreachable", async () => {
    const url = `postgres://postgres@127.0.0.1:${await freePort()}/ucp`;
    const result = await runInquiries(["list"], { DATABASE_URL: url });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(oneLine(result.stderr)).toEqual([
      expect.stringMatching(/^inquiries: cannot open the database: .*ECONNREFUSED/),
    ]);
  });

  it("exits 1 with one line when the SQLite file does not exist, and does not create it", async () => {
    const result = await runInquiries(["stats"], { SQLITE_PATH: "/nonexistent/dir/ucp.sqlite" });
    expect(result.code).toBe(1);
    expect(oneLine(result.stderr)).toEqual([
      "inquiries: no database at /nonexistent/dir/ucp.sqlite (set SQLITE_PATH or DATABASE_URL as for the server)",
    ]);
    expect(existsSync("/nonexistent/dir")).toBe(false);
  });

  it("exits 1 with one line naming DATABASE_URL when it is not a PostgreSQL URL", async () => {
    const result = await runInquiries(["stats"], { DATABASE_URL: "mysql://localhost/ucp" });
    expect(result.code).toBe(1);
    expect(oneLine(result.stderr)).toEqual([
      expect.stringMatching(/^inquiries: Invalid configuration: DATABASE_URL: /),
    ]);
  });
});
