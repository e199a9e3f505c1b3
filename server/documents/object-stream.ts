import { constants, inflateSync } from "node:zlib";
import { DocumentRefusal } from "./refusals.ts";

/** The most an object stream may hold, packed or unpacked; a real one holds a few MB at most. */
export const MAX_OBJECT_STREAM_BYTES = 64 * 1024 * 1024;

/** What the dictionary of a stream said, as far as the script check needs it. */
export interface StreamDict {
  /** `/Type /ObjStm`, or a /Type that is not a plain name (a reference could name ObjStm). */
  objectStream: boolean;
  /** The filter names it carries, in any order. */
  filters: string[];
  /** Whether it has a /Filter key at all (its value may be a reference, not a name). */
  filterKey: boolean;
  /** Whether it has decoding parameters (a predictor hides names from a byte scan). */
  decodeParms: boolean;
}

const unreadable = (why: string) => new DocumentRefusal("pdf_damaged", `an object stream ${why}`);

/**
 * The objects an object stream packs, as bytes to scan. Only the plain and the
 * Flate-compressed forms without parameters are read (what PDF writers make); any other
 * is refused as unreadable, since a script could hide in what the check cannot read.
 * Inflating is capped, so a compression bomb in an object stream is refused too.
 */
export function objectStreamBytes(data: Buffer, dict: StreamDict): Buffer {
  let start = 0;
  if (data[start] === 13) start++;
  if (data[start] === 10) start++;
  const packed = data.subarray(start);
  if (dict.decodeParms) throw unreadable("has decoding parameters");
  if (!dict.filterKey && dict.filters.length === 0) return packed;
  if (dict.filters.length !== 1 || dict.filters[0] !== "FlateDecode")
    throw unreadable(`has filters the check cannot read (${dict.filters.join(", ") || "a reference"})`);
  try {
    // A truncated stream gives what it has, as readers do; its objects are scanned all the same.
    return inflateSync(packed, {
      maxOutputLength: MAX_OBJECT_STREAM_BYTES,
      finishFlush: constants.Z_SYNC_FLUSH,
    });
  } catch (error) {
    throw unreadable(
      `cannot be inflated within ${MAX_OBJECT_STREAM_BYTES} bytes (${(error as Error).message})`,
    );
  }
}
