import { MAX_OBJECT_STREAM_BYTES } from "./object-stream.ts";
import { DocumentRefusal } from "./refusals.ts";

const ENDSTREAM = Buffer.from("endstream", "latin1");

/**
 * One stream's data as the script scan passes over it, piece by piece, up to its
 * `endstream`: skipped, or kept when it is an object stream's (capped, since an object
 * stream is unpacked whole). The last bytes of a piece are carried over, since they may
 * begin an `endstream` that the next piece completes.
 */
export class StreamData {
  private carry = Buffer.alloc(0);
  private kept: Buffer[] | undefined;
  private keptBytes = 0;

  constructor(keep: boolean) {
    this.kept = keep ? [] : undefined;
  }

  /** Passes over `bytes` from `from`; where object syntax resumes after `endstream`, or -1. */
  skip(bytes: Buffer, from: number): number {
    if (this.carry.length > 0) {
      const carried = this.carry.length;
      const seam = Buffer.concat([this.carry, bytes.subarray(from, from + ENDSTREAM.length - 1)]);
      this.carry = Buffer.alloc(0);
      const end = seam.indexOf(ENDSTREAM);
      if (end >= 0) {
        this.keep(seam.subarray(0, end));
        return from + end + ENDSTREAM.length - carried;
      }
      this.keep(seam.subarray(0, carried));
    }
    const end = bytes.indexOf(ENDSTREAM, from);
    if (end >= 0) {
      this.keep(bytes.subarray(from, end));
      return end + ENDSTREAM.length;
    }
    const keep = Math.max(from, bytes.length - ENDSTREAM.length + 1);
    this.keep(bytes.subarray(from, keep));
    this.carry = Buffer.from(bytes.subarray(keep));
    return -1;
  }

  /** The kept bytes (undefined when the stream was skipped), the carried ones included. */
  finish(): Buffer | undefined {
    this.keep(this.carry);
    return this.kept && Buffer.concat(this.kept);
  }

  private keep(data: Buffer): void {
    if (!this.kept || data.length === 0) return;
    this.keptBytes += data.length;
    if (this.keptBytes > MAX_OBJECT_STREAM_BYTES)
      throw new DocumentRefusal("pdf_damaged", "an object stream is too large to check");
    this.kept.push(Buffer.from(data));
  }
}
