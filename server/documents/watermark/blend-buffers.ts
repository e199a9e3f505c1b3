/** About seven pages of 1240 × 1754 pixels kept free between views. */
const FREE_BYTES = 48 * 1024 * 1024;
/** Free buffers no view has taken for this long are let go, so memory at rest returns to its level. */
const IDLE_MS = 60_000;

/** Buffers free for the next view, the most recently used last. */
const free: Buffer[] = [];
const freeBytes = () => free.reduce((sum, buffer) => sum + buffer.length, 0);
let idle: NodeJS.Timeout | undefined;

/**
 * The buffers a view's page is blended in, reused from one view to the next. A view
 * needs a whole page of its own (about 6.7 MB) for under 20 ms: made afresh each time,
 * at 14 views a second, they were most of the garbage the server made, and V8's
 * collections of it took about as much CPU as the JPEG encoding (decision 0054). A
 * buffer is handed back only once the encoder is done with it, so no two views share
 * one at once; its bytes are all written before it is read again.
 */
export async function withBlendBuffer<T>(bytes: number, use: (buffer: Buffer) => Promise<T>): Promise<T> {
  const buffer = take(bytes);
  try {
    return await use(buffer);
  } finally {
    handBack(buffer);
  }
}

function take(bytes: number): Buffer {
  const at = free.findLastIndex((buffer) => buffer.length === bytes);
  if (at < 0) return Buffer.allocUnsafeSlow(bytes);
  return free.splice(at, 1)[0] as Buffer;
}

/** Keeps the buffer for the next view; past FREE_BYTES, the least recently used go. */
function handBack(buffer: Buffer): void {
  if (buffer.length > FREE_BYTES) return;
  free.push(buffer);
  while (freeBytes() > FREE_BYTES) free.shift();
  clearTimeout(idle);
  idle = setTimeout(letGo, IDLE_MS);
  idle.unref();
}

function letGo(): void {
  free.length = 0;
}

/** Buffers kept free now, and their bytes. */
export const blendBuffersHeld = () => ({ buffers: free.length, bytes: freeBytes() });
