import type { Config } from "#server/config.ts";
import { portalDocumentActivity } from "./portal-document-activity.ts";
import { portalDocumentChanges } from "./portal-document-changes.ts";
import { portalDocumentPages } from "./portal-document-pages.ts";
import { portalDocuments } from "./portal-documents.ts";
import type { PortalDocuments } from "./portal-documents-types.ts";
import type { PortalSql } from "./portal-sql.ts";
import { portalStatements } from "./portal-statements.ts";
import { openPortalSql } from "./portal-store.ts";

export type { PortalDocuments } from "./portal-documents-types.ts";

/** The data room's records on the server's database, through their own connection (tests, tools). */
export function openPortalDocuments(config: Pick<Config, "DATABASE_URL" | "SQLITE_PATH">): PortalDocuments {
  const sql = openPortalSql(config);
  return { ...portalDocumentsOn(sql), close: () => sql.close() };
}

/** The data room's records on a connection the caller shares and closes (the server's, register.ts). */
export function portalDocumentsOn(sql: PortalSql): PortalDocuments {
  return {
    ...portalDocuments(sql),
    ...portalDocumentChanges(sql),
    ...portalDocumentPages(sql),
    ...portalDocumentActivity(sql),
    ...portalStatements(sql),
    close: async () => undefined,
  };
}
