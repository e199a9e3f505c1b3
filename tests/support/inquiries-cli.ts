// Runs `npm run inquiries -- …` the way npm does (the project's Node on
// server/cli/inquiries.ts), with only the database variables the test names.

import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { silentLogger } from "../../server/logger.ts";
import { openStore } from "../../server/store/index.ts";
import type { TestDatabase } from "./databases.ts";

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The node flags and script of package.json's `inquiries` script, so tests run exactly that. */
const SCRIPT = (
  JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
    scripts: Record<string, string>;
  }
).scripts.inquiries;
const NODE_ARGS = (SCRIPT ?? "").split(" ").slice(1);
if (!SCRIPT?.startsWith("node ") || !NODE_ARGS.includes("server/cli/inquiries.ts")) {
  throw new Error(`package.json's inquiries script is not "node … server/cli/inquiries.ts": ${SCRIPT}`);
}

export function runInquiries(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...NODE_ARGS, ...args],
      // Whatever the shell running the tests has set must not pick the database.
      { env: { ...process.env, DATABASE_URL: "", SQLITE_PATH: "", ...env } },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** Creates the tables (the server's migrations) so a test can seed rows with plain SQL. */
export async function migrate(db: TestDatabase): Promise<void> {
  const store = await openStore(
    { DATABASE_URL: db.env.DATABASE_URL, SQLITE_PATH: db.env.SQLITE_PATH ?? "" },
    silentLogger,
  );
  await store.close();
}

/** An SQL string literal (test data only). */
export function sqlText(value: string | null): string {
  return value === null ? "NULL" : `'${value.replaceAll("'", "''")}'`;
}
