// Runs `npm run inquiries -- …` the way npm does (the project's Node on
// server/cli/inquiries.ts), with only the database variables the test names.
import { spawn } from "node:child_process";
import { openStore } from "../../server/store/index.ts";
import type { TestDatabase } from "./databases.ts";

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runInquiries(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--disable-warning=ExperimentalWarning", "server/cli/inquiries.ts", ...args],
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
    { warn: () => undefined, error: () => undefined },
  );
  await store.close();
}

/** An SQL string literal (test data only). */
export function sqlText(value: string | null): string {
  return value === null ? "NULL" : `'${value.replaceAll("'", "''")}'`;
}
