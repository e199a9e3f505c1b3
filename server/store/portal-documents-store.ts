import { resolve } from "node:path";
import type { Config } from "../config.ts";
import { portalDocumentActivity } from "./portal-document-activity.ts";
import { portalDocumentChanges } from "./portal-document-changes.ts";
import { portalDocumentPages } from "./portal-document-pages.ts";
import { portalDocuments } from "./portal-documents.ts";
import type { PortalDocuments } from "./portal-documents-types.ts";
import { portalStatements } from "./portal-statements.ts";
import { postgresPortal } from "./postgres-portal.ts";
import { sqlitePortal } from "./sqlite-portal.ts";

export type { PortalDocuments } from "./portal-documents-types.ts";

/** The data room's records on the server's database, through their own connection. */
export function openPortalDocuments(config: Pick<Config, "DATABASE_URL" | "SQLITE_PATH">): PortalDocuments {
  const sql = config.DATABASE_URL
    ? postgresPortal(config.DATABASE_URL)
    : sqlitePortal(resolve(config.SQLITE_PATH));
  return {
    ...portalDocuments(sql),
    ...portalDocumentChanges(sql),
    ...portalDocumentPages(sql),
    ...portalDocumentActivity(sql),
    ...portalStatements(sql),
    close: () => sql.close(),
  };
}
