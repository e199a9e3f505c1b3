import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { ConfigError, loadConfig } from "#server/config.ts";
import { openStore, type SubmissionStore } from "#server/store/index.ts";
import { CommandFailure, reasonOf } from "./usage.ts";

/**
 * The server's configuration from `vars`, as a command reads it: a configuration error is
 * the command's one-line failure, and the SQLite file must exist already.
 */
export function commandConfig(vars: Record<string, string | undefined>): ReturnType<typeof loadConfig> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(vars);
  } catch (error) {
    if (error instanceof ConfigError) throw new CommandFailure(error.message.replace(/\s*\n\s*/g, " "));
    throw error;
  }
  // A mistyped SQLITE_PATH must not create an empty database and report "no inquiries".
  if (!config.DATABASE_URL && !existsSync(resolve(config.SQLITE_PATH))) {
    throw new CommandFailure(
      `no database at ${resolve(config.SQLITE_PATH)} (set SQLITE_PATH or DATABASE_URL as for the server)`,
    );
  }
  return config;
}

/**
 * Opens the database the server's configuration names (DATABASE_URL, else SQLITE_PATH),
 * reading only those two variables: a mail setting the command does not use must not
 * stop it. Migrations run as at a server start (safe while the server runs).
 */
export async function openDatabase(env: NodeJS.ProcessEnv): Promise<SubmissionStore> {
  const config = commandConfig({
    DATABASE_URL: env.DATABASE_URL || undefined,
    SQLITE_PATH: env.SQLITE_PATH || undefined,
  });
  try {
    const toStderr = (line: string) => console.error(line);
    return await openStore(config, { info: toStderr, warn: toStderr, error: toStderr });
  } catch (error) {
    throw new CommandFailure(`cannot open the database: ${reasonOf(error)}`);
  }
}
