import type { AuditEntry, AuditReading } from "#server/inbox/records/types.ts";

/**
 * A reader's page images, page texts and page times: kept in the log, but listed as part of
 * the reading (the opening) they belong to, not one entry each.
 */
export const PAGE_READ_EVENTS = [
  "portal_document_page_viewed",
  "portal_document_page_text_viewed",
  "portal_document_page_time",
] as const;

/** The WHERE condition that leaves page reads out of the log's list. */
export const NOT_PAGE_READ = `a.event NOT IN (${PAGE_READ_EVENTS.map((event) => `'${event}'`).join(", ")})`;

/** The view an opening's entry started (its detail names it), if it is one. */
function viewIdOf(entry: AuditEntry): string | undefined {
  if (entry.event !== "portal_document_opened" || !entry.detail) return undefined;
  try {
    const detail = JSON.parse(entry.detail) as { viewId?: unknown };
    return typeof detail.viewId === "string" ? detail.viewId : undefined;
  } catch {
    return undefined;
  }
}

/** The openings' readings as one query on either database: the view, its version's pages, its page times. */
export function readingSelect(viewIds: string[], dialect: "sqlite" | "postgres") {
  const list = viewIds.map((_, index) => (dialect === "sqlite" ? "?" : `$${index + 1}::text`)).join(", ");
  const sql = `SELECT w.id AS view_id, d.title, w.version, w.seconds, v.page_count, s.page, s.seconds AS page_seconds
    FROM portal_document_views w
    JOIN portal_documents d ON d.id = w.document_id
    LEFT JOIN portal_document_versions v ON v.document_id = w.document_id AND v.version = w.version
    LEFT JOIN portal_document_page_seconds s ON s.view_id = w.id AND s.seconds > 0
    WHERE w.id IN (${list}) ORDER BY w.id, s.page`;
  return { sql, params: viewIds };
}

/**
 * Gives each opening its reading (the title, time and pages reached of the view it
 * started), read by `select` from the rows of readingSelect; a deleted document has none.
 */
export async function withReadings(
  entries: AuditEntry[],
  select: (viewIds: string[]) => Promise<Record<string, unknown>[]>,
): Promise<AuditEntry[]> {
  const viewIds = [...new Set(entries.flatMap((entry) => viewIdOf(entry) ?? []))];
  if (viewIds.length === 0) return entries;
  const readings = new Map<string, AuditReading>();
  for (const row of await select(viewIds)) {
    const id = String(row.view_id);
    let reading = readings.get(id);
    if (!reading) {
      reading = {
        title: String(row.title),
        version: Number(row.version),
        seconds: Number(row.seconds),
        pageCount: row.page_count === null || row.page_count === undefined ? null : Number(row.page_count),
        pages: [],
      };
      readings.set(id, reading);
    }
    if (row.page !== null && row.page !== undefined)
      reading.pages.push({ page: Number(row.page), seconds: Number(row.page_seconds) });
  }
  return entries.map((entry) => {
    const reading = readings.get(viewIdOf(entry) ?? "");
    return reading ? { ...entry, reading } : entry;
  });
}
