import { type FileHandle, open } from "node:fs/promises";

/** Writes every byte: a file write may take fewer than it was given. */
export async function writeAll(file: FileHandle, data: Uint8Array): Promise<void> {
  let offset = 0;
  while (offset < data.length) {
    const { bytesWritten } = await file.write(data, offset, data.length - offset);
    offset += bytesWritten;
  }
}

/** Makes a rename in `dir` survive a power cut (the folder's entry is flushed too). */
export async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
