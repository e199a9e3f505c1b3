import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Config } from "#server/config.ts";
import { portalDocumentsOn } from "#server/dataroom/records/store.ts";
import { openBlobStore } from "#server/documents/blobs/open-blob-store.ts";
import { RenderPool } from "#server/documents/render/pool.ts";
import { renderPoolOptions } from "#server/documents/settings.ts";
import type { PortalRecords } from "#server/portal/records/types.ts";
import { openBlobConnection } from "#server/store/connections.ts";
import type { Sql } from "#server/store/sql.ts";
import { documentActivityRoutes } from "./activity-routes.ts";
import type { DocumentDeps } from "./deps.ts";
import { DownloadGate } from "./download-gate.ts";
import { documentDraftRoutes } from "./draft-routes.ts";
import { documentErrorHandler } from "./errors.ts";
import { judgeHeldVersions } from "./holds.ts";
import { pageKeeper } from "./pages.ts";
import { documentPersonRoutes } from "./person-routes.ts";
import { documentStaffRoutes, documentUploadRoutes } from "./staff-routes.ts";
import { statementRoutes, statementUploadRoutes } from "./statement-routes.ts";
import { documentViewAsRoutes } from "./view-as-routes.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The data room's render pool (tests read its counts of pages drawn). */
    renderPool?: RenderPool;
  }
}

/**
 * The data room on the portal: its records (migration 014), the blob store and
 * render pool of server/documents, staff's routes under /inbox/api/portal (their "view as" of a person's documents too) and people's
 * under /portal/api/deals/:dealId/documents. Opened with the portal, closed with the server.
 */
export async function registerDocuments(
  app: FastifyInstance,
  config: Config,
  records: PortalRecords,
  sql: Sql,
) {
  // On the records' connection, which the server opened and closes.
  const documents = portalDocumentsOn(sql);
  const blobs = openBlobStore(config, openBlobConnection(config));
  const pool = new RenderPool(renderPoolOptions(config));
  const pages = pageKeeper(pool, blobs, documents);
  app.decorate("renderPool", pool);
  const deps: DocumentDeps = {
    records,
    documents,
    blobs,
    pool,
    pages,
    downloads: new DownloadGate({
      stamping: config.DOCUMENT_DOWNLOADS_STAMPING,
      queue: config.DOCUMENT_DOWNLOAD_QUEUE,
      perPerson: config.DOCUMENT_DOWNLOADS_PER_PERSON,
    }),
    settings: config,
    secret: config.AUTH_SECRET ?? randomBytes(32).toString("hex"),
  };
  app.addHook("onClose", async () => {
    await pages.close();
    await pool.close();
    await blobs.close();
    await documents.close();
  });
  await app.register(
    async (staff) => {
      staff.setErrorHandler(documentErrorHandler);
      documentStaffRoutes(staff, deps);
      documentDraftRoutes(staff, deps);
      statementRoutes(staff, deps);
      documentActivityRoutes(staff, deps);
      documentViewAsRoutes(staff, deps);
      await staff.register(async (uploads) => documentUploadRoutes(uploads, deps));
      await staff.register(async (uploads) => statementUploadRoutes(uploads, deps));
    },
    { prefix: "/inbox/api/portal" },
  );
  await app.register(
    async (people) => {
      people.setErrorHandler(documentErrorHandler);
      documentPersonRoutes(people, deps);
    },
    { prefix: "/portal/api" },
  );
  // PDFs stored before the active-content check are judged again, in the background;
  // their downloads stay off until then. A server stopping meanwhile ends it early.
  void judgeHeldVersions(sql, blobs, pool, app.log).catch((error: unknown) =>
    app.log.info({ error: (error as Error).message }, "judging held PDFs stopped; the next start goes on"),
  );
}
