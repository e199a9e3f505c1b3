/**
 * The data room's staff addresses: the API's (under /inbox/api, relative to it) and the
 * screens' (under /inbox/data-room).
 */
const enc = encodeURIComponent;
const document = (documentId: string) => `/portal/documents/${enc(documentId)}`;
const batch = (batchId: string) => `/portal/statement-batches/${enc(batchId)}`;

export const dataRoomApi = {
  deals: "/portal/deals",
  dealAccess: (dealId: string) => `/portal/deals/${enc(dealId)}/access`,
  documents: (dealId: string) => `/portal/deals/${enc(dealId)}/documents`,
  batches: (dealId: string) => `/portal/deals/${enc(dealId)}/statement-batches`,
  document,
  publish: (documentId: string) => `${document(documentId)}/publication`,
  preview: (documentId: string) => `${document(documentId)}/preview`,
  versions: (documentId: string) => `${document(documentId)}/versions`,
  activity: (documentId: string) => `${document(documentId)}/activity`,
  batch,
  batchFiles: (batchId: string) => `${batch(batchId)}/files`,
  publishBatch: (batchId: string) => `${batch(batchId)}/publication`,
  personActivity: (personId: string) => `/portal/people/${enc(personId)}/document-activity`,
};

/** The same CSV as the screen's table, as an address the browser downloads. */
export const csvHref = (apiPath: string) => `/inbox/api${apiPath}?format=csv`;

export const dataRoomPath = {
  deal: (dealId: string) => `/inbox/data-room/deals/${enc(dealId)}`,
  document: (documentId: string) => `/inbox/data-room/documents/${enc(documentId)}`,
  preview: (documentId: string) => `/inbox/data-room/documents/${enc(documentId)}/preview`,
  reader: (documentId: string, personId: string) =>
    `/inbox/data-room/documents/${enc(documentId)}/readers/${enc(personId)}`,
  batch: (batchId: string) => `/inbox/data-room/batches/${enc(batchId)}`,
  person: (personId: string) => `/inbox/data-room/people/${enc(personId)}`,
};
