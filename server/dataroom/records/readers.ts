import type {
  DocumentDownloadRow,
  DocumentReaderRow,
  DocumentViewRow,
} from "#common/portal-documents-api.ts";

/**
 * Every opening and download folded into one row per reader and document: total time,
 * the pages they spent time on (counted once however often), and their downloads.
 */
export function readersOf(views: DocumentViewRow[], downloads: DocumentDownloadRow[]): DocumentReaderRow[] {
  const rows = new Map<string, DocumentReaderRow & { pages: Set<number> }>();
  const rowOf = (item: { personId: string; documentId: string; title: string; email: string }) => {
    const key = `${item.personId} ${item.documentId}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        documentId: item.documentId,
        title: item.title,
        personId: item.personId,
        email: item.email,
        name: "",
        organisationName: "",
        openings: 0,
        seconds: 0,
        pagesReached: 0,
        pageCount: null,
        downloads: 0,
        lastAt: "",
        pages: new Set(),
      };
      rows.set(key, row);
    }
    return row;
  };
  for (const view of views) {
    const row = rowOf(view);
    row.name = view.name;
    row.organisationName = view.organisationName;
    row.openings += 1;
    row.seconds += view.seconds;
    if (view.pageCount !== null) row.pageCount = Math.max(row.pageCount ?? 0, view.pageCount);
    for (const page of view.pages) if (page.seconds > 0) row.pages.add(page.page);
    if (view.openedAt > row.lastAt) row.lastAt = view.openedAt;
  }
  for (const download of downloads) {
    const row = rowOf(download);
    row.downloads += 1;
    if (download.downloadedAt > row.lastAt) row.lastAt = download.downloadedAt;
  }
  return [...rows.values()]
    .map(({ pages, ...row }) => ({ ...row, pagesReached: pages.size }))
    .sort((a, b) => b.lastAt.localeCompare(a.lastAt) || a.email.localeCompare(b.email));
}
