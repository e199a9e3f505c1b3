// Run as a child process (`node --expose-gc`) by the upload memory test and the documents
// bench: streams UPLOAD_MB of generated PDF-looking bytes through the data room's upload
// path into the store the environment names (DATABASE_URL, else SQLITE_PATH), sampling
// the process's memory meanwhile, and prints one JSON line of figures. Generated in
// 64 KiB pieces, so only the store's own buffering can make the memory grow.
import { randomBytes } from "node:crypto";
import { openBlobStore } from "#server/documents/blobs/open-blob-store.ts";
import { acceptUpload } from "#server/documents/upload.ts";
import { silentLogger } from "#server/logger.ts";
import { openBlobConnection } from "#server/store/connections.ts";
import { openStore } from "#server/store/index.ts";

const megabytes = Number(process.env.UPLOAD_MB ?? 200);
const env = { DATABASE_URL: process.env.DATABASE_URL, SQLITE_PATH: process.env.SQLITE_PATH ?? "" };
await (await openStore(env, silentLogger)).close();
const store = openBlobStore(env, openBlobConnection(env));

async function* generated(total: number): AsyncGenerator<Uint8Array> {
  const piece = randomBytes(64 * 1024);
  piece.write("%PDF-1.7\n", 0, "latin1");
  for (let sent = 0; sent < total; sent += piece.length) {
    yield piece.subarray(0, Math.min(piece.length, total - sent));
    piece.writeUInt32LE(sent, 16); // a different piece each time, as a real file has
  }
}

globalThis.gc?.();
const baseline = process.memoryUsage().rss;
let peak = baseline;
const sample = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 5);
const started = process.hrtime.bigint();
const stored = await acceptUpload(store, generated(megabytes * 1024 * 1024), Number.MAX_SAFE_INTEGER);
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
clearInterval(sample);
peak = Math.max(peak, process.memoryUsage().rss);
await store.delete(stored.sha256);
await store.close();
console.log(
  JSON.stringify({
    bytes: stored.size,
    seconds,
    megabytesPerSecond: stored.size / 1024 / 1024 / seconds,
    baselineRssMb: baseline / 1024 / 1024,
    growthMb: (peak - baseline) / 1024 / 1024,
  }),
);
