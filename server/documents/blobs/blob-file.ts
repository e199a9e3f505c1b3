import { randomBytes } from "node:crypto";
import { mkdir, open, rm } from "node:fs/promises";
import { join } from "node:path";
import { writeAll } from "./file-writes.ts";

/**
 * A stored blob as a local file that a render worker reads by itself, block by block, so
 * no PDF passes whole through memory. Every byte was checked against its digests before
 * the path was handed out. `release` must follow once the job is done.
 */
export interface BlobFile {
  path: string;
  release(): Promise<void>;
}

/** Reads the checked chunks through to the end: a damaged blob throws here, before any job. */
export async function checkAll(chunks: AsyncIterable<Buffer>): Promise<void> {
  for await (const _chunk of chunks) {
    // Each chunk was checked as it was read; the bytes themselves are not needed.
  }
}

/**
 * Writes the checked chunks to a fresh private file in `dir`, one chunk in memory at a
 * time; the file goes on release, or at once if the blob turns out damaged. Files left by
 * a crash are swept when the store opens (incoming-sweep.ts).
 */
export async function spoolBlob(chunks: AsyncIterable<Buffer>, dir: string): Promise<BlobFile> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, randomBytes(12).toString("hex"));
  const file = await open(path, "wx", 0o600);
  try {
    for await (const chunk of chunks) await writeAll(file, chunk);
  } catch (error) {
    await file.close();
    await rm(path, { force: true });
    throw error;
  }
  await file.close();
  return { path, release: () => rm(path, { force: true }) };
}
