import type {
  DocumentActivity,
  DocumentControls,
  DocumentType,
  StaffDocumentView,
  StatementBatchView,
} from "#common/portal-documents-api.ts";

/** A stored version's file, as the upload left it in the blob store. */
export interface NewVersion {
  sha256: string;
  fileName: string;
  mediaType: string;
  size: number;
  /** Null for a file that is not a PDF (download-only). */
  pageCount: number | null;
  outline: unknown[];
}

export interface NewDocument extends NewVersion {
  folder: string;
  title: string;
  type: DocumentType;
  batchId?: string;
  /** For a statement: the organisations its file name matched (one when matched). */
  matched?: string[];
}

/** What a person may open: the document's row and its current version's file. */
export interface DocumentRecord extends NewVersion {
  id: string;
  dealId: string;
  folder: string;
  title: string;
  type: DocumentType;
  status: "draft" | "published";
  audience: "deal" | "organisations";
  organisationIds: string[];
  downloadAllowed: boolean;
  accessEndsAt: string | null;
  publishedAt: string | null;
  version: number;
}

export interface StoredPageRow {
  page: number;
  image: string;
  width: number;
  height: number;
  text: string;
  links: unknown[];
}

export type DocumentRefusal = "no_deal" | "no_document" | "unmatched" | "not_draft" | "no_grant";

/** The data room's records (migration 014); the bytes are in the blob store. */
export interface PortalDocuments {
  createDocument(
    dealId: string,
    input: NewDocument,
    actor: string,
    now: Date,
  ): Promise<StaffDocumentView | "no_deal">;
  addVersion(
    documentId: string,
    input: NewVersion,
    actor: string,
    now: Date,
  ): Promise<StaffDocumentView | undefined>;
  staffDocument(documentId: string): Promise<StaffDocumentView | undefined>;
  staffDocuments(dealId: string): Promise<StaffDocumentView[] | undefined>;
  setControls(documentId: string, controls: DocumentControls): Promise<StaffDocumentView | DocumentRefusal>;
  /** Publishes a draft and queues notices to the people with `roles` it reaches. */
  publish(
    documentId: string,
    now: Date,
    roles: readonly string[],
  ): Promise<StaffDocumentView | DocumentRefusal>;
  /** Takes a published document back to draft (a draft stays one); its unsent notices are dropped. */
  unpublish(documentId: string): Promise<StaffDocumentView | DocumentRefusal>;
  /** Deletes the document's rows; gives back the blob addresses no row names any more. */
  deleteDocument(documentId: string): Promise<string[] | undefined>;
  /** The document with its current version, whatever its status (the caller judges). */
  documentRecord(dealId: string, documentId: string): Promise<DocumentRecord | undefined>;
  /** Published documents of a deal, current versions, newest first. */
  publishedDocuments(dealId: string): Promise<DocumentRecord[]>;
  putPage(documentId: string, version: number, page: StoredPageRow): Promise<void>;
  page(documentId: string, version: number, page: number): Promise<StoredPageRow | undefined>;
  pages(documentId: string, version: number): Promise<StoredPageRow[]>;
  /** Keeps a page that could not be drawn (`reason` for the log), so it is not drawn again. */
  failPage(documentId: string, version: number, page: number, reason: string, now: Date): Promise<void>;
  /** The pages (from 0) of the version that could not be drawn. */
  failedPages(documentId: string, version: number): Promise<number[]>;
  openView(
    documentId: string,
    version: number,
    personId: string,
    organisationId: string,
    now: Date,
  ): Promise<string>;
  /** Adds page time to a view of the person's; the seconds counted (0 when none). */
  beat(
    viewId: string,
    documentId: string,
    personId: string,
    page: number,
    seconds: number,
    now: Date,
  ): Promise<number | undefined>;
  recordDownload(
    documentId: string,
    version: number,
    personId: string,
    organisationId: string,
    now: Date,
  ): Promise<void>;
  documentActivity(documentId: string): Promise<DocumentActivity | undefined>;
  personActivity(personId: string): Promise<DocumentActivity>;
  createBatch(
    dealId: string,
    input: { title: string; type: DocumentType },
    actor: string,
    now: Date,
  ): Promise<StatementBatchView | "no_deal">;
  batch(batchId: string): Promise<StatementBatchView | undefined>;
  /** The organisations with a live grant on the batch's deal: the names files are matched against. */
  batchOrganisations(batchId: string, now: Date): Promise<{ id: string; name: string }[] | undefined>;
  publishBatch(
    batchId: string,
    now: Date,
    roles: readonly string[],
  ): Promise<StatementBatchView | DocumentRefusal>;
  close(): Promise<void>;
}
