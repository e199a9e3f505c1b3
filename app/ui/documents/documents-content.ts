import type { DocumentType } from "#common/portal-documents-api.ts";

/** The data room's words on the portal: the deal page's documents and the viewer. */
export const documentsContent = {
  heading: "Documents",
  forYouHeading: "For your organisation only",
  forYouText: "Statements and notices addressed to your organisation. No other investor sees them.",
  none: "No document has been published on this deal yet.",
  noneForYou: "Nothing addressed to your organisation yet.",
  loadFailed: "The documents could not be loaded. Reload the page to try again.",
  generalFolder: "General",
  newMark: "New",
  downloadOnly: "Download only",
  published: "Published",
  size: (bytes: number) =>
    bytes >= 1024 * 1024
      ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
      : `${Math.max(1, Math.round(bytes / 1024))} KB`,
  types: {
    capital_call_notice: "Capital call notice",
    distribution_notice: "Distribution notice",
    quarterly_report: "Quarterly report",
    capital_account_statement: "Capital account statement",
    tax_document: "Tax document",
    legal_document: "Legal document",
    data_room: "Data-room material",
    other: "Other",
  } satisfies Record<DocumentType, string>,
  viewer: {
    back: "Back to the deal",
    toolbar: "Viewer controls",
    pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
    previous: "Previous page",
    next: "Next page",
    zoomOut: "Zoom out",
    zoomIn: "Zoom in",
    /** After the zoom level on its button ("125%"), for screen readers. */
    zoomReset: ": back to actual size",
    zoomLevel: (percent: number) => `Zoom ${percent}%`,
    download: "Download (stamped with your name)",
    noDownload: "Reading only: this document cannot be downloaded.",
    keysHint:
      "Keys: Page Down or J for the next page, Page Up or K for the previous one, Home and End for the first and last; plus and minus zoom, 0 resets.",
    headings: "Headings in this document",
    pageImage: (page: number) => `Page ${page}, as an image with your name burned in`,
    pageText: (page: number) => `Text of page ${page}`,
    noText: "This page has no text (it may be a scanned image).",
    links: "Links on this page",
    linkToPage: (page: number) => `Go to page ${page}`,
    loadingPage: "Loading page…",
    pageFailed: "This page could not be loaded.",
    /** Final: the server could not draw this page, and will not try again. */
    pageUnshowable: "This page cannot be shown. The rest of the document can be read as usual.",
    retryPage: "Try again",
    notViewable: "This file cannot be shown in the viewer.",
  },
} as const;
