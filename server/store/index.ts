import type { Logger } from "#server/logger.ts";
import { openPostgresStore } from "./postgres.ts";
import { openSqliteStore } from "./sqlite.ts";
import type { SubmissionStore } from "./types.ts";

/**
 * Where the database is, as server/config.ts parses it. Declared here, not taken from the
 * config's type: the config imports this folder's parsers, so this folder does not import it.
 */
export interface DatabaseEnv {
  DATABASE_URL?: string | undefined;
  SQLITE_PATH: string;
}

export type { InsertOutcome, SubmissionStore } from "./types.ts";

/**
 * PostgreSQL when DATABASE_URL is set, else the SQLite file at SQLITE_PATH. Migrations
 * run before this resolves; a database that cannot be migrated stops the start.
 */
export async function openStore(
  config: DatabaseEnv & { INBOX_QUERY_TIMEOUT_MS?: number | undefined },
  log: Logger,
): Promise<SubmissionStore> {
  const inboxQueryTimeoutMs = config.INBOX_QUERY_TIMEOUT_MS;
  if (config.DATABASE_URL) return openPostgresStore(config.DATABASE_URL, log, { inboxQueryTimeoutMs });
  return openSqliteStore(config.SQLITE_PATH, log, { inboxQueryTimeoutMs });
}
