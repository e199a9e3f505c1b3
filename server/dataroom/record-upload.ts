import type { BlobStore, StoredBlob } from "#server/documents/blobs/blob-store.ts";

/**
 * Records an upload whose bytes are stored already. When the record cannot be made (the
 * deal or document went meanwhile, the database refused), the bytes this upload added are
 * removed again before the refusal is answered: a refused upload leaves nothing on disk.
 */
export async function recordUpload<T>(
  blobs: BlobStore,
  file: Pick<StoredBlob, "sha256" | "created">,
  record: () => Promise<T>,
  kept: (result: T) => boolean,
): Promise<T> {
  const drop = async () => {
    if (file.created) await blobs.delete(file.sha256).catch(() => false);
  };
  let result: T;
  try {
    result = await record();
  } catch (error) {
    await drop();
    throw error;
  }
  if (!kept(result)) await drop();
  return result;
}
