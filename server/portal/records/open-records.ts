import { resolve } from "node:path";
import type { Config } from "#server/config.ts";
import { openPostgresSql } from "#server/store/postgres-sql.ts";
import type { Sql } from "#server/store/sql.ts";
import { openSqliteSql } from "#server/store/sqlite-sql.ts";
import { portalRecords } from "./records.ts";
import type { PortalRecords } from "./types.ts";

export type { PortalRecords } from "./types.ts";

/**
 * The portal's records on the server's database, through a connection of their own, for
 * operator commands and tests; the server shares one (server/store/connections.ts). Open
 * it after openStore, which applies the migrations.
 */
export function openPortalRecords(config: Pick<Config, "DATABASE_URL" | "SQLITE_PATH">): PortalRecords {
  return portalRecords(openRecordsSql(config));
}

/**
 * A connection of the portal's own to the server's database, for tools and tests. The
 * server's records and data room share the one it opens: on SQLite, two connections of one
 * process would wait on each other's transactions with the event loop blocked.
 */
export function openRecordsSql(config: Pick<Config, "DATABASE_URL" | "SQLITE_PATH">): Sql {
  return config.DATABASE_URL
    ? openPostgresSql(config.DATABASE_URL)
    : openSqliteSql(resolve(config.SQLITE_PATH));
}
