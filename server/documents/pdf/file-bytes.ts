import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import {
  NextByteAssertionError,
  type PDFContext,
  PDFInvalidObject,
  type PDFObject,
  PDFParser,
  PDFRawStream,
  type PDFRef,
} from "pdf-lib";

/** How much of the file is read at a time as the parser walks through it. */
const WINDOW_BYTES = 256 * 1024;
/** Stream data longer than this is read again from the file when asked for, never kept. */
const KEPT_STREAM_BYTES = 64 * 1024;

const NEWLINE = 0x0a;

/** A PDF's bytes, read by range: a file's (`FileBytes`) or a buffer's. */
export interface ReadableFile {
  length: number;
  read(start: number, end: number): Uint8Array;
}

/**
 * pdf-lib's ByteStream (the methods its parsers call, line and column kept as it keeps
 * them) over an open file instead of the whole file in memory: a window of the file is
 * read at a time. A stream's data is read when the parser takes it, and `forget` lets a
 * stored object's long data go (page images, fonts), to be read again only if it is
 * decoded later (an XFA packet, or by a whole save). So reading a 200 MB PDF holds its
 * objects' dictionaries, not its bytes. pdf-lib has no such reader of its own; this keeps
 * to its interface.
 */
export class FileBytes implements ReadableFile {
  private idx = 0;
  private line = 0;
  private column = 0;
  private window: Uint8Array = new Uint8Array(0);
  private windowStart = 0;
  private scratch: Uint8Array = new Uint8Array(0);
  private readonly ranges = new WeakMap<Uint8Array, [number, number]>();
  private readonly fd: number;
  readonly length: number;

  constructor(fd: number, length: number) {
    this.fd = fd;
    this.length = length;
  }

  private at(offset: number): number | undefined {
    if (offset < 0 || offset >= this.length) return undefined;
    const inWindow = offset - this.windowStart;
    if (inWindow >= 0 && inWindow < this.window.length) return this.window[inWindow];
    this.window = this.read(offset, Math.min(offset + WINDOW_BYTES, this.length));
    this.windowStart = offset;
    return this.window[0];
  }

  /** The file's bytes from `start` to `end`, read now. */
  read(start: number, end: number, into?: Uint8Array): Uint8Array {
    const bytes = into ?? new Uint8Array(Math.max(0, end - start));
    for (let done = 0; done < bytes.length; ) {
      const read = readSync(this.fd, bytes, done, bytes.length - done, start + done);
      if (read === 0) throw new Error("the file ended early");
      done += read;
    }
    return bytes;
  }

  moveTo(offset: number): void {
    this.idx = offset;
  }

  next(): number | undefined {
    const byte = this.at(this.idx++);
    if (byte === NEWLINE) {
      this.line += 1;
      this.column = 0;
    } else this.column += 1;
    return byte;
  }

  assertNext(expected: number): number | undefined {
    const actual = this.peek();
    if (actual !== expected)
      throw new NextByteAssertionError(this.position(), expected, actual ?? Number.NaN);
    return this.next();
  }

  peek(): number | undefined {
    return this.at(this.idx);
  }

  peekAhead(steps: number): number | undefined {
    return this.at(this.idx + steps);
  }

  peekAt(offset: number): number | undefined {
    return this.at(offset);
  }

  done(): boolean {
    return this.idx >= this.length;
  }

  offset(): number {
    return this.idx;
  }

  /**
   * A stream's data (or an unparsable object's bytes). Long data is read into one scratch
   * buffer that the next long read reuses: pdf-lib either decodes it at once (object and
   * cross-reference streams) or stores the object, which `forget` then points back at the
   * file. Short data is a copy.
   */
  slice(start: number, end: number): Uint8Array {
    const from = Math.max(0, start);
    const to = Math.max(from, Math.min(end, this.length));
    if (to - from <= KEPT_STREAM_BYTES) return this.read(from, to);
    if (this.scratch.length < to - from) this.scratch = new Uint8Array(to - from);
    const bytes = this.read(from, to, this.scratch.subarray(0, to - from));
    this.ranges.set(bytes, [from, to]);
    return bytes;
  }

  position() {
    return { line: this.line, column: this.column, offset: this.idx };
  }

  /**
   * `object`, read from this file with long data (a stream's, or the bytes of an object
   * pdf-lib could not parse), keeps only where its data lies: the data is read from the
   * file again each time it is asked for.
   */
  forget(object: unknown): void {
    const field =
      object instanceof PDFRawStream ? "contents" : object instanceof PDFInvalidObject ? "data" : undefined;
    if (!field) return;
    const range = this.ranges.get((object as Record<typeof field, Uint8Array>)[field]);
    if (!range) return;
    const [start, end] = range;
    Object.defineProperty(object, field, { get: () => this.read(start, end) });
  }
}

/**
 * A PDF parsed by pdf-lib, every object it stores shown to `onObject` first. `source` is
 * its bytes, or the path of its file, read through `FileBytes`, which stays open until
 * `use` ends (a stream's long data is read from it again when asked for). `use` gets the
 * parsed objects and what they were read from.
 */
export async function withParsed<T>(
  source: Uint8Array | string,
  use: (context: PDFContext, file: ReadableFile) => Promise<T>,
  onObject: (object: PDFObject) => void = () => undefined,
): Promise<T> {
  const fd = typeof source === "string" ? openSync(source, "r") : undefined;
  try {
    const file = fd === undefined ? undefined : new FileBytes(fd, fstatSync(fd).size);
    const bytes = typeof source === "string" ? new Uint8Array(0) : source;
    const parser = PDFParser.forBytesWithOptions(bytes);
    // pdf-lib keeps its reader and its objects to the parser (protected).
    const inside = parser as unknown as { bytes: FileBytes; context: PDFContext };
    if (file) inside.bytes = file;
    const assign = inside.context.assign.bind(inside.context);
    inside.context.assign = (ref: PDFRef, object: PDFObject) => {
      file?.forget(object);
      onObject(object);
      assign(ref, object);
    };
    const read = file ?? {
      length: bytes.length,
      read: (start: number, end: number) => bytes.subarray(start, end),
    };
    return await use(await parser.parseDocument(), read);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
