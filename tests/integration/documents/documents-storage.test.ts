import { createHash, randomBytes } from "node:crypto";
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  rmSync,
  utimesSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BlobCorruptError, type BlobStore, CHUNK_BYTES } from "#server/documents/blobs/blob-store.ts";
import { blobDirectoryFor } from "#server/documents/blobs/disk-blob-store.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";
import { blobStoreOn, pieces, readAll } from "#tests/support/documents/blob-stores.ts";

// The data room's file bytes on both stores (files beside SQLite, 1 MiB rows in
// PostgreSQL): what goes in comes out byte for byte, damage is caught before a damaged
// byte is handed out, and a deleted or failed upload leaves no bytes anywhere.

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Regular files under a folder, at any depth. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe.each(DATABASE_KINDS)("document blob store on %s", (kind) => {
  let db: TestDatabase;
  let store: BlobStore;

  const storedBytes = async (): Promise<number> => {
    if (kind === "sqlite") return filesUnder(blobDirectoryFor(db.env.SQLITE_PATH ?? "")).length;
    const [row] = await db.query("SELECT count(*)::int AS n FROM document_blob_chunks");
    return Number(row?.n);
  };

  /** Changes one byte of chunk `n` behind the store's back. */
  const corrupt = async (address: string, n: number) => {
    if (kind === "postgres") {
      await db.exec(`UPDATE document_blob_chunks SET data = set_byte(data, 100, (get_byte(data, 100) + 1) % 256)
        WHERE n = ${n} AND blob_id = (SELECT id FROM document_blobs WHERE sha256 = '${address}')`);
      return;
    }
    const [file] = filesUnder(blobDirectoryFor(db.env.SQLITE_PATH ?? "")).filter((path) =>
      path.endsWith(address),
    );
    const fd = openSync(file ?? "", "r+");
    const byte = Buffer.alloc(1);
    readSync(fd, byte, 0, 1, n * CHUNK_BYTES + 100);
    byte[0] = ((byte[0] ?? 0) + 1) % 256;
    writeSync(fd, byte, 0, 1, n * CHUNK_BYTES + 100);
    closeSync(fd);
  };

  beforeAll(async () => {
    db = await createTestDatabase(kind, "document_blobs");
    store = await blobStoreOn(db);
  });
  afterAll(async () => {
    await store?.close();
    db?.dispose();
  });

  it("gives back the very bytes it was given, under their SHA-256, and keeps one copy of the same bytes", async () => {
    const bytes = randomBytes(2 * CHUNK_BYTES + 12_345);
    const stored = await store.put(pieces(bytes));
    expect(stored).toEqual({ sha256: sha256(bytes), size: bytes.length, created: true });
    expect(await store.size(stored.sha256)).toBe(bytes.length);
    const back = await readAll(store, stored.sha256);
    expect(back.error).toBeUndefined();
    expect(back.bytes.equals(bytes)).toBe(true);

    const before = await storedBytes();
    expect(await store.put(pieces(bytes, 4096))).toEqual({ ...stored, created: false });
    expect(await storedBytes()).toBe(before);
  });

  it("keeps one copy when the same bytes are uploaded twice at once", async () => {
    const bytes = randomBytes(2 * CHUNK_BYTES + 7);
    const before = await storedBytes();
    const [first, second] = await Promise.all([store.put(pieces(bytes)), store.put(pieces(bytes, 8192))]);
    expect(first.sha256).toBe(second.sha256);
    expect([first.created, second.created].sort()).toEqual([false, true]);
    expect(await storedBytes()).toBe(before + (kind === "sqlite" ? 1 : 3));
    expect((await readAll(store, first.sha256)).bytes.equals(bytes)).toBe(true);
  });

  it("stores an empty file and a file of exactly one chunk", async () => {
    for (const bytes of [Buffer.alloc(0), randomBytes(CHUNK_BYTES)]) {
      const stored = await store.put(pieces(bytes));
      expect((await readAll(store, stored.sha256)).bytes.equals(bytes)).toBe(true);
    }
  });

  it("stops at a damaged chunk: the chunks before it come out, no byte of it does", async () => {
    const bytes = randomBytes(3 * CHUNK_BYTES);
    const { sha256: address } = await store.put(pieces(bytes));
    await corrupt(address, 1);
    const back = await readAll(store, address);
    expect(back.error).toBeInstanceOf(BlobCorruptError);
    expect((back.error as BlobCorruptError).code).toBe("document_corrupt");
    expect(back.bytes.equals(bytes.subarray(0, CHUNK_BYTES))).toBe(true);
  });

  it("reports a blob whose bytes no longer add up to its recorded size as damaged", async () => {
    const bytes = randomBytes(2 * CHUNK_BYTES + 10);
    const { sha256: address } = await store.put(pieces(bytes));
    // Each chunk still matches its digest; only the blob's length tells that bytes are missing or added.
    try {
      for (const change of ["size - 5", `size + ${CHUNK_BYTES}`, "size + 5"]) {
        await db.exec(`UPDATE document_blobs SET size = ${change} WHERE sha256 = '${address}'`);
        const back = await readAll(store, address);
        expect(back.error).toBeInstanceOf(BlobCorruptError);
        expect(back.bytes.length).toBeLessThan(bytes.length);
        await db.exec(`UPDATE document_blobs SET size = ${bytes.length} WHERE sha256 = '${address}'`);
      }
    } finally {
      await db.exec(`UPDATE document_blobs SET size = ${bytes.length} WHERE sha256 = '${address}'`);
    }
    expect((await readAll(store, address)).bytes.equals(bytes)).toBe(true);
  });

  it("refuses a blob whose last chunk went missing with its count before any byte", async () => {
    const { sha256: address } = await store.put(pieces(randomBytes(2 * CHUNK_BYTES + 10)));
    const ofBlob =
      kind === "sqlite"
        ? `blob_sha256 = '${address}'`
        : `blob_id = (SELECT id FROM document_blobs WHERE sha256 = '${address}')`;
    await db.exec(`DELETE FROM document_blob_chunks WHERE ${ofBlob} AND n = 2`);
    await db.exec(`UPDATE document_blobs SET chunk_count = 2 WHERE sha256 = '${address}'`);
    const back = await readAll(store, address);
    expect(back.error).toBeInstanceOf(BlobCorruptError);
    expect(back.bytes.length).toBe(0);
  });

  it("leaves no bytes once a blob is deleted, and answers its address as unknown", async () => {
    const before = await storedBytes();
    const bytes = randomBytes(CHUNK_BYTES + 1);
    const { sha256: address } = await store.put(pieces(bytes));
    expect(await storedBytes()).toBe(before + (kind === "sqlite" ? 1 : 2));
    expect(await store.delete(address)).toBe(true);
    expect(await storedBytes()).toBe(before);
    expect(await store.size(address)).toBeUndefined();
    expect((await readAll(store, address)).error?.message).toMatch(/No stored file/);
    expect(await store.delete(address)).toBe(false);
  });

  it("leaves nothing behind when the upload's stream fails halfway", async () => {
    const before = await storedBytes();
    async function* failing() {
      yield randomBytes(CHUNK_BYTES + 500);
      throw new Error("connection reset");
    }
    await expect(store.put(failing())).rejects.toThrow("connection reset");
    expect(await storedBytes()).toBe(before);
    if (kind === "postgres") {
      expect(await db.query("SELECT id FROM document_blobs WHERE sha256 IS NULL")).toEqual([]);
    }
  });

  it("reports a blob whose bytes vanished behind its back as damaged, never as empty", async () => {
    const { sha256: address } = await store.put(pieces(randomBytes(CHUNK_BYTES + 10)));
    if (kind === "sqlite") {
      for (const file of filesUnder(blobDirectoryFor(db.env.SQLITE_PATH ?? "")).filter((path) =>
        path.endsWith(address),
      )) {
        rmSync(file);
      }
    } else {
      await db.exec(`DELETE FROM document_blob_chunks WHERE n = 1
        AND blob_id = (SELECT id FROM document_blobs WHERE sha256 = '${address}')`);
    }
    expect((await readAll(store, address)).error).toBeInstanceOf(BlobCorruptError);
  });

  it("refuses an address that is not a SHA-256 before it names a file", async () => {
    expect((await readAll(store, "../../ucp.sqlite")).error?.message).toMatch(/No stored file/);
    await expect(store.delete("../x")).rejects.toThrow(/No stored file/);
  });
});

describe("the disk blob store's start", () => {
  it("removes the temporary files of uploads a crash cut short, and only old ones", async () => {
    const db = await createTestDatabase("sqlite", "document_sweep");
    try {
      const incoming = join(blobDirectoryFor(db.env.SQLITE_PATH ?? ""), ".incoming");
      mkdirSync(incoming, { recursive: true });
      writeFileSync(join(incoming, "crashed"), randomBytes(1000));
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      utimesSync(join(incoming, "crashed"), twoHoursAgo, twoHoursAgo);
      writeFileSync(join(incoming, "streaming"), randomBytes(1000));
      const store = await blobStoreOn(db);
      await store.close();
      expect(readdirSync(incoming)).toEqual(["streaming"]);
    } finally {
      db.dispose();
    }
  });
});
