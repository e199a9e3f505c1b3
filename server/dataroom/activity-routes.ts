import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import type { DocumentActivity } from "#common/portal-documents-api.ts";
import { csvCell } from "#server/http/csv-cell.ts";
import { portalErrors } from "#server/portal/portal-errors.ts";
import { paramOf } from "#server/portal/request-input.ts";
import { STAFF_ROUTE } from "#server/portal/route-table.ts";
import { recordDocumentAudit } from "./audit.ts";
import type { DocumentDeps } from "./deps.ts";
import { documentErrors } from "./errors.ts";
import { queryOf } from "./inputs.ts";

const formatQuery = z.object({ format: z.enum(["json", "csv"]).default("json") }).strict();

export const ACTIVITY_COLUMNS = [
  "event",
  "at",
  "document_id",
  "title",
  "version",
  "person_id",
  "email",
  "organisation",
  "seconds",
  "page_seconds",
] as const;

/** One CSV row per opening and per download; a view's page times as "page:seconds" pairs (pages from 1). */
export function activityCsv(activity: DocumentActivity): string {
  const lines = [ACTIVITY_COLUMNS.join(",")];
  for (const view of activity.views)
    lines.push(
      [
        "view",
        view.openedAt,
        view.documentId,
        csvCell(view.title),
        view.version,
        view.personId,
        csvCell(view.email),
        csvCell(view.organisationName),
        view.seconds,
        csvCell(view.pages.map((page) => `${page.page + 1}:${page.seconds}`).join(" ")),
      ].join(","),
    );
  for (const download of activity.downloads)
    lines.push(
      [
        "download",
        download.downloadedAt,
        download.documentId,
        csvCell(download.title),
        download.version,
        download.personId,
        csvCell(download.email),
        "",
        "",
        "",
      ].join(","),
    );
  return `${lines.join("\r\n")}\r\n`;
}

function send(reply: FastifyReply, activity: DocumentActivity, format: "json" | "csv", name: string) {
  if (format === "json") return activity;
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${name}.csv"`)
    .send(activityCsv(activity));
}

/** Who has seen it: per document and per person, as JSON or CSV. */
export function documentActivityRoutes(app: FastifyInstance, deps: DocumentDeps) {
  app.get("/documents/:documentId/activity", STAFF_ROUTE, async (request, reply) => {
    const documentId = paramOf(request, "documentId", documentErrors.noDocument);
    const { format } = queryOf(formatQuery, request);
    const activity = await deps.documents.documentActivity(documentId);
    if (!activity) throw documentErrors.noDocument();
    await recordDocumentAudit(request, "portal_document_activity_viewed", { documentId }, { format });
    return send(reply, activity, format, `document-${documentId}`);
  });

  app.get("/people/:personId/document-activity", STAFF_ROUTE, async (request, reply) => {
    const personId = paramOf(request, "personId", portalErrors.noPerson);
    const { format } = queryOf(formatQuery, request);
    if (!(await deps.records.getPerson(personId))) throw portalErrors.noPerson();
    const activity = await deps.documents.personActivity(personId);
    await recordDocumentAudit(request, "portal_document_activity_viewed", { personId }, { format });
    return send(reply, activity, format, `person-${personId}`);
  });
}
