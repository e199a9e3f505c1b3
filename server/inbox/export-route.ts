import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireStaff } from "#server/auth/staff/require-staff.ts";
import type { InboxFilter } from "#server/inbox/records/types.ts";
import type { SubmissionStore } from "#server/store/index.ts";
import { csvHeader, csvRecord, exportRows, jsonRecord } from "./export-format.ts";
import type { InboxAudit } from "./inbox-audit.ts";
import { inboxErrors } from "./inbox-error.ts";
import { describeView, parseView } from "./view-query.ts";

/** Rows per database read while streaming: memory stays flat however large the view. */
const EXPORT_PAGE = 500;

const formatQuery = z.object({ format: z.enum(["csv", "json"]) });

/**
 * The view's inquiries, newest first like the list, in the export format of the
 * operator command (same columns, same formula-safe cells), read page by page.
 */
async function* exportText(store: SubmissionStore, filter: InboxFilter, format: "csv" | "json") {
  yield format === "csv" ? csvHeader() : "[\n";
  let cursor: Awaited<ReturnType<typeof store.inbox.page>>[number]["position"] | undefined;
  let count = 0;
  for (;;) {
    const rows = await store.inbox.page(filter, cursor, EXPORT_PAGE);
    let text = "";
    for (const row of await exportRows(store.triage, rows)) {
      text += format === "csv" ? csvRecord(row) : `${count > 0 ? ",\n" : ""}${jsonRecord(row)}`;
      count++;
    }
    if (text) yield text;
    const last = rows.at(-1);
    if (rows.length < EXPORT_PAGE || !last) break;
    cursor = last.position;
  }
  yield format === "json" ? `${count > 0 ? "\n" : ""}]\n` : "";
}

/** `GET /inbox/api/export?format=csv|json&<view>`: a download of the current view. */
export function registerExport(app: FastifyInstance, store: SubmissionStore, audit: InboxAudit): void {
  app.get("/export", { preHandler: requireStaff }, async (request, reply) => {
    const { format: raw, ...view } = request.query as Record<string, unknown>;
    const format = formatQuery.safeParse({ format: raw });
    if (!format.success) throw inboxErrors.invalid('The parameter "format" must be csv or json.');
    const { filter } = parseView(view, request.staff?.id);
    await audit.record(request, "inquiries_exported", null, {
      format: format.data.format,
      ...describeView(filter),
    });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type(format.data.format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8")
      .header("content-disposition", `attachment; filename="inquiries-${day}.${format.data.format}"`)
      .send(Readable.from(exportText(store, filter, format.data.format)));
  });
}
