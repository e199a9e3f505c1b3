import { availableParallelism } from "node:os";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import pLimit from "p-limit";

/** Node's thread pool: 4 threads unless the environment sets another size. */
const POOL_THREADS = Number(process.env.UV_THREADPOOL_SIZE) || 4;

/**
 * Password hashes (the library's scrypt) one per core at most, never on every thread of
 * the pool, in the order asked, for both realms. Node runs scrypt on its thread pool,
 * which also serves the quick jobs a sign-in needs next (the session cookie's signature,
 * file reads, chunk digests): with more hashes queued there than cores, each of those
 * waited behind whole hashes, and a sign-in's time depended on where in that queue it
 * landed. Hashes wait here instead, so the pool keeps a thread free for the quick jobs
 * and each hash has a core to itself.
 */
export const HASHES_AT_ONCE = Math.max(1, Math.min(availableParallelism(), POOL_THREADS - 1));
const hashing = pLimit(HASHES_AT_ONCE);

export const passwordHashing = {
  hash: (password: string) => hashing(() => hashPassword(password)),
  verify: (data: { hash: string; password: string }) => hashing(() => verifyPassword(data)),
  /** Hashes running and waiting now. */
  load: () => ({ hashing: hashing.activeCount, waiting: hashing.pendingCount }),
};
