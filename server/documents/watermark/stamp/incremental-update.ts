import {
  PDFCrossRefSection,
  type PDFDocument,
  PDFNumber,
  type PDFObject,
  type PDFRef,
  PDFStream,
  PDFTrailer,
  PDFTrailerDict,
} from "pdf-lib";
import type { ReadableFile } from "../../pdf/file-bytes.ts";

/** What a document held before it was changed: every object's address, and the text of those that are not streams. */
export interface Before {
  refs: Set<string>;
  texts: Map<string, string>;
}

/** Taken before stamping, to tell afterwards which objects are new or changed. */
export function before(doc: PDFDocument): Before {
  const refs = new Set<string>();
  const texts = new Map<string, string>();
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    refs.add(ref.tag);
    if (!(object instanceof PDFStream)) texts.set(ref.tag, object.toString());
  }
  return { refs, texts };
}

const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0) & 0xff);

/** Where the file's last cross-reference section starts, and the /Size it declares (its largest, when several do). */
export function fileEnd(file: ReadableFile): { startxref?: number; size: number } {
  const text = (start: number, end: number) =>
    Buffer.from(file.read(start, Math.min(end, file.length))).toString("latin1");
  const tail = text(Math.max(0, file.length - 65_536), file.length);
  const found = [...tail.matchAll(/startxref\s+(\d+)/g)].at(-1);
  const startxref = found ? Number(found[1]) : undefined;
  const near = startxref !== undefined && startxref < file.length ? text(startxref, startxref + 4096) : "";
  const sizes = [...`${tail} ${near}`.matchAll(/\/Size\s+(\d+)/g)].map((match) => Number(match[1]));
  return { startxref, size: Math.max(0, ...sizes) };
}

/**
 * An incremental update (PDF 32000-1, 7.5.6) that follows `originalSize` bytes: the
 * objects stamping added or changed (a stream of the file is never changed, only added),
 * a cross-reference section for them and a trailer whose /Prev is the file's own. The
 * original bytes stay as they are, so a download is the stored file and then these.
 */
export function incrementalUpdate(
  doc: PDFDocument,
  was: Before,
  originalSize: number,
  end: { startxref: number; size: number },
): Uint8Array {
  const changed = doc.context
    .enumerateIndirectObjects()
    .filter(
      ([ref, object]) =>
        !was.refs.has(ref.tag) ||
        (!(object instanceof PDFStream) && was.texts.get(ref.tag) !== object.toString()),
    )
    .sort(([a], [b]) => a.objectNumber - b.objectNumber);
  const parts: Uint8Array[] = [latin1("\n")];
  let offset = originalSize + 1;
  const xref = PDFCrossRefSection.createEmpty();
  const put = (part: Uint8Array) => {
    parts.push(part);
    offset += part.length;
  };
  for (const [ref, object] of changed as [PDFRef, PDFObject][]) {
    xref.addEntry(ref, offset);
    put(latin1(`${ref.objectNumber} ${ref.generationNumber} obj\n`));
    const body = new Uint8Array(object.sizeInBytes());
    object.copyBytesInto(body, 0);
    put(body);
    put(latin1("\nendobj\n"));
  }
  const xrefAt = offset;
  const { trailerInfo } = doc.context;
  const trailer = PDFTrailerDict.of(
    doc.context.obj({
      Size: Math.max(doc.context.largestObjectNumber + 1, end.size),
      Root: trailerInfo.Root,
      Info: trailerInfo.Info,
      ID: trailerInfo.ID,
      Prev: PDFNumber.of(end.startxref),
    }),
  );
  for (const structure of [xref, trailer]) {
    const bytes = new Uint8Array(structure.sizeInBytes());
    structure.copyBytesInto(bytes, 0);
    put(bytes);
    put(latin1("\n"));
  }
  const last = PDFTrailer.forLastCrossRefSectionOffset(xrefAt);
  const bytes = new Uint8Array(last.sizeInBytes());
  last.copyBytesInto(bytes, 0);
  put(bytes);
  // A buffer of its own (not a view into Node's pool), so it can be moved to the main thread.
  const update = new Uint8Array(new ArrayBuffer(offset - originalSize));
  let at = 0;
  for (const part of parts) {
    update.set(part, at);
    at += part.length;
  }
  return update;
}
