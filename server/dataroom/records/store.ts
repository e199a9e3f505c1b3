import type { Config } from "#server/config.ts";
import { openRecordsSql } from "#server/portal/records/open-records.ts";
import type { Sql } from "#server/store/sql.ts";
import { portalDocumentActivity } from "./activity.ts";
import { portalDocumentChanges } from "./changes.ts";
import { portalDocuments } from "./documents.ts";
import { portalDocumentPages } from "./pages.ts";
import { portalStatements } from "./statements.ts";
import type { PortalDocuments } from "./types.ts";

export type { PortalDocuments } from "./types.ts";

/** The data room's records on the server's database, through their own connection (tests, tools). */
export function openPortalDocuments(config: Pick<Config, "DATABASE_URL" | "SQLITE_PATH">): PortalDocuments {
  const sql = openRecordsSql(config);
  return { ...portalDocumentsOn(sql), close: () => sql.close() };
}

/** The data room's records on a connection the caller shares and closes (the server's, register.ts). */
export function portalDocumentsOn(sql: Sql): PortalDocuments {
  return {
    ...portalDocuments(sql),
    ...portalDocumentChanges(sql),
    ...portalDocumentPages(sql),
    ...portalDocumentActivity(sql),
    ...portalStatements(sql),
    close: async () => undefined,
  };
}
