// The data room's API: what staff and people send and get back. Staff routes
// are under /inbox/api/portal, people's under /portal/api/deals/:dealId/documents.

/** The document types; the server's list (capabilities.ts) is checked against this one. */
export type DocumentType =
  | "capital_call_notice"
  | "distribution_notice"
  | "quarterly_report"
  | "capital_account_statement"
  | "tax_document"
  | "legal_document"
  | "data_room"
  | "other";

export interface DocumentVersionView {
  version: number;
  fileName: string;
  mediaType: string;
  size: number;
  /** Null for files that are download-only (spreadsheets, Word files). */
  pageCount: number | null;
  /** Pages (from 0) that could not be drawn within the render limits: readers are told so. */
  failedPages: number[];
  uploadedBy: string;
  uploadedAt: string;
}

/** A document as staff see it. */
export interface StaffDocumentView {
  id: string;
  dealId: string;
  folder: string;
  title: string;
  type: DocumentType;
  status: "draft" | "published";
  audience: "deal" | "organisations";
  organisations: { id: string; name: string }[];
  downloadAllowed: boolean;
  accessEndsAt: string | null;
  currentVersion: number;
  versions: DocumentVersionView[];
  batchId: string | null;
  match: "matched" | "unmatched" | "ambiguous" | null;
  createdAt: string;
  publishedAt: string | null;
}

/** Controls staff set on a document; each field optional. */
export interface DocumentControls {
  title?: string;
  folder?: string;
  type?: DocumentType;
  downloadAllowed?: boolean;
  accessEndsAt?: string | null;
  audience?: "deal" | "organisations";
  organisationIds?: string[];
}

export interface StatementBatchView {
  id: string;
  dealId: string;
  title: string;
  type: DocumentType;
  status: "draft" | "published";
  /** The match table: one row per file. */
  files: {
    documentId: string;
    fileName: string;
    match: "matched" | "unmatched" | "ambiguous";
    organisations: { id: string; name: string }[];
  }[];
  /** True when every file matched exactly one organisation. */
  publishable: boolean;
}

/** A document in a person's list. */
export interface PersonDocumentSummary {
  id: string;
  folder: string;
  title: string;
  type: DocumentType;
  publishedAt: string;
  /** Published after the person's previous visit of the deal. */
  isNew: boolean;
  viewable: boolean;
  downloadAllowed: boolean;
  mediaType: string;
  size: number;
}

export interface PersonDocumentList {
  /** Documents for everyone on the deal. */
  deal: PersonDocumentSummary[];
  /** Documents chosen for the person's organisations (statements). */
  forYou: PersonDocumentSummary[];
}

/** One opened document: its pages at short-lived addresses signed for this person. */
export interface PersonDocumentView extends PersonDocumentSummary {
  version: number;
  pageCount: number | null;
  /** The view this opening started: page time is sent against it. */
  viewId: string;
  outline: unknown[];
  pages: { index: number; image: string; text: string }[];
  /** When the page addresses stop working; open the document again for new ones. */
  addressesExpireAt: string;
}

/**
 * A document as staff see it in "view as" a person: what the person's opening shows, but
 * no view is started for them, and its page addresses are signed for the staff member
 * looking (their own name is burned into the pages). `downloadAllowed` says whether the
 * person may download it; a preview never offers the download.
 *   GET /inbox/api/portal/people/:personId/view-as/deals/:dealId/documents → PersonDocumentList
 *   GET …/documents/:documentId → PreviewDocumentView
 *   GET …/documents/:documentId/pages/:page/text → PageTextView
 *   GET …/documents/:documentId/pages/:page/image?token= → image/jpeg
 */
export type PreviewDocumentView = Omit<PersonDocumentView, "viewId">;

export interface PageTextView {
  index: number;
  text: string;
  links: unknown[];
}

/**
 * The code of a page's final answer (422): it went past the render limits when it was drawn,
 * once, and is not drawn again. Its image and text both answer it.
 */
export const PAGE_UNSHOWABLE = "page_unshowable";

/** A heartbeat: seconds spent on one page since the last beat (at most 10 are counted). */
export interface PageBeat {
  page: number;
  seconds: number;
}

/** Who has seen a document, or what a person opened. */
export interface DocumentViewRow {
  documentId: string;
  title: string;
  personId: string;
  email: string;
  name: string;
  organisationId: string;
  organisationName: string;
  version: number;
  openedAt: string;
  seconds: number;
  /** The opened version's pages; null for a file with no pages. */
  pageCount: number | null;
  pages: { page: number; seconds: number }[];
}

export interface DocumentDownloadRow {
  documentId: string;
  title: string;
  personId: string;
  email: string;
  version: number;
  downloadedAt: string;
}

/** One reader of one document, every opening and download together. */
export interface DocumentReaderRow {
  documentId: string;
  title: string;
  personId: string;
  email: string;
  name: string;
  /** The organisation of their latest opening (or empty when they only downloaded). */
  organisationName: string;
  openings: number;
  seconds: number;
  /** Pages they spent time on, across their openings. */
  pagesReached: number;
  /** The most pages of a version they opened; null for a file with no pages (download only). */
  pageCount: number | null;
  downloads: number;
  /** Their latest opening or download. */
  lastAt: string;
}

export interface DocumentActivity {
  /** One row per reader and document, the most recent first. */
  readers: DocumentReaderRow[];
  /** Every opening, oldest first, each with its page times. */
  views: DocumentViewRow[];
  downloads: DocumentDownloadRow[];
}
