// Runs `npm run inquiries -- …` the way npm does (the project's Node on
// server/cli/inquiries.ts), with only the database variables the test names.

import { readFileSync } from "node:fs";
import { afterAll, beforeAll } from "vitest";
import {
  createTestDatabase,
  type DatabaseKind,
  openStoreOn,
  type TestDatabase,
} from "#tests/support/database/databases.ts";
import { type CliResult, runCommand } from "./run-command.ts";

export type { CliResult } from "./run-command.ts";

/** The node flags and script of package.json's `inquiries` script, so tests run exactly that. */
const SCRIPT = (
  JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as {
    scripts: Record<string, string>;
  }
).scripts.inquiries;
const NODE_ARGS = (SCRIPT ?? "").split(" ").slice(1);
if (!SCRIPT?.startsWith("node ") || !NODE_ARGS.includes("server/cli/inquiries.ts")) {
  throw new Error(`package.json's inquiries script is not "node … server/cli/inquiries.ts": ${SCRIPT}`);
}

export function runInquiries(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  // Whatever the shell running the tests has set must not pick the database.
  return runCommand(process.execPath, [...NODE_ARGS, ...args], {
    ...process.env,
    DATABASE_URL: "",
    SQLITE_PATH: "",
    ...env,
  });
}

/** Creates the tables (the server's migrations) so a test can seed rows with plain SQL. */
export async function migrate(db: TestDatabase): Promise<void> {
  await (await openStoreOn(db)).close();
}

/** A row written with plain SQL, past the server's checks: the commands must cope with what is there. */
export interface SeedRow {
  at: string;
  name: string;
  email: string;
  message: string;
  fund_type?: string | null;
  aum?: string | null;
}

/**
 * For the enclosing describe block: a fresh database of `kind` holding `rows`, and `run`,
 * which runs the operator commands against it. Read `db` inside tests and hooks.
 */
export function cliOnDatabase(kind: DatabaseKind, label: string, rows: readonly SeedRow[]) {
  let db: TestDatabase | undefined;
  beforeAll(async () => {
    db = await createTestDatabase(kind, label);
    await migrate(db);
    for (const [index, row] of rows.entries()) {
      await db.query(`INSERT INTO contact_submissions (created_at, name, email, message, fund_type, aum, content_hash)
        VALUES ('${row.at}', ${sqlText(row.name)}, ${sqlText(row.email)}, ${sqlText(row.message)},
                ${sqlText(row.fund_type ?? null)}, ${sqlText(row.aum ?? null)}, '${String(index).padStart(64, "0")}')`);
    }
  });
  afterAll(() => db?.dispose());
  const started = () => {
    if (!db) throw new Error("cliOnDatabase: read db inside a test or hook");
    return db;
  };
  return {
    get db() {
      return started();
    },
    run: (...args: string[]) => runInquiries(args, started().env),
  };
}

/** An SQL string literal (test data only). */
export function sqlText(value: string | null): string {
  return value === null ? "NULL" : `'${value.replaceAll("'", "''")}'`;
}
