import { fileTypeFromBuffer } from "file-type";

export type FileKind = "pdf" | "xlsx" | "docx" | "xls" | "doc";

export interface DetectedKind {
  kind: FileKind;
  mime: string;
  /** PDF is shown in the viewer; spreadsheets and Word files are download-only. */
  viewable: boolean;
}

/** How much of a file's start is read to tell its type (OOXML names its parts there). */
export const HEAD_BYTES = 64 * 1024;

const KINDS: Record<string, DetectedKind> = {
  pdf: { kind: "pdf", mime: "application/pdf", viewable: true },
  xlsx: {
    kind: "xlsx",
    mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    viewable: false,
  },
  docx: {
    kind: "docx",
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    viewable: false,
  },
  xls: { kind: "xls", mime: "application/vnd.ms-excel", viewable: false },
  doc: { kind: "doc", mime: "application/msword", viewable: false },
};

const utf16 = (text: string) => Buffer.from(text, "utf16le");

/**
 * Legacy Office files are OLE compound files; the kind is the name of their main
 * stream, which the directory near the start of a small file holds in UTF-16.
 */
function legacyOffice(head: Uint8Array): DetectedKind | undefined {
  const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  if (bytes.includes(utf16("WordDocument"))) return KINDS.doc;
  if (bytes.includes(utf16("Workbook")) || bytes.includes(utf16("Book\u0000"))) return KINDS.xls;
  return undefined;
}

/** The file's kind from its first bytes, never its name; undefined when it is not accepted. */
export async function detectFileKind(head: Uint8Array): Promise<DetectedKind | undefined> {
  const found = await fileTypeFromBuffer(head);
  if (!found) return undefined;
  if (found.ext === "cfb") return legacyOffice(head);
  // An Illustrator file is a PDF whose creator left its own data inside.
  if (found.ext === "ai") return KINDS.pdf;
  return KINDS[found.ext];
}
