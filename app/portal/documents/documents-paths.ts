/**
 * The data room's addresses on the portal API (/portal/api), relative to its base, and the
 * viewer's screen address.
 */
const deal = (dealId: string) => `/deals/${encodeURIComponent(dealId)}/documents`;
const one = (dealId: string, documentId: string) => `${deal(dealId)}/${encodeURIComponent(documentId)}`;

export const documentsApi = {
  list: deal,
  open: one,
  pageText: (dealId: string, documentId: string, index: number) =>
    `${one(dealId, documentId)}/pages/${index}/text`,
  beats: (dealId: string, documentId: string, viewId: string) =>
    `${one(dealId, documentId)}/views/${encodeURIComponent(viewId)}/beats`,
  /** An absolute address: the browser downloads it itself. */
  download: (dealId: string, documentId: string) => `/portal/api${one(dealId, documentId)}/download`,
};

export const viewerPath = (dealId: string, documentId: string) =>
  `/portal/deals/${encodeURIComponent(dealId)}/documents/${encodeURIComponent(documentId)}`;
