import type { Config } from "#server/config.ts";
import type { Logger } from "#server/logger.ts";
import { openPostgresStore } from "./postgres.ts";
import { openSqliteStore } from "./sqlite.ts";
import type { SubmissionStore } from "./types.ts";

export type { InsertOutcome, SubmissionStore } from "./types.ts";

/**
 * PostgreSQL when DATABASE_URL is set, else the SQLite file at SQLITE_PATH. Migrations
 * run before this resolves; a database that cannot be migrated stops the start.
 */
export async function openStore(
  config: Pick<Config, "DATABASE_URL" | "SQLITE_PATH"> & Partial<Pick<Config, "INBOX_QUERY_TIMEOUT_MS">>,
  log: Logger,
): Promise<SubmissionStore> {
  const inboxQueryTimeoutMs = config.INBOX_QUERY_TIMEOUT_MS;
  if (config.DATABASE_URL) return openPostgresStore(config.DATABASE_URL, log, { inboxQueryTimeoutMs });
  return openSqliteStore(config.SQLITE_PATH, log, { inboxQueryTimeoutMs });
}
