export interface Window {
  /** Most requests allowed in the window; 0 turns this window off. */
  limit: number;
  milliseconds: number;
}

export type Decision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Limits requests per client over sliding windows, wherever the counts live: in this
 * process (one instance, SQLite) or in PostgreSQL (every instance on one database).
 * Callers name the client; the insert API uses the address, a sign-in limit could use
 * the account too.
 */
export interface RateLimiter {
  /** Where the counts live, for the start-up line. */
  readonly store: "memory" | "postgres";
  /** Counts one request of `client` if it fits every window; otherwise says when it will. */
  hit(client: string): Promise<Decision>;
  close(): Promise<void>;
}

/** The in-process limiter behind the common interface. */
export function memoryLimiter(windows: Window[]): RateLimiter {
  const limiter = new SlidingWindowLimiter(windows);
  return { store: "memory", hit: async (client) => limiter.hit(client), close: async () => undefined };
}

/** Retry-After in whole seconds, never 0: what both stores answer. */
export function retryAfterSeconds(milliseconds: number): number {
  return Math.max(1, Math.ceil(milliseconds / 1000));
}

/**
 * Per-client request limits over several sliding windows at once (per minute and per
 * day). @fastify/rate-limit keeps one window per registration; two registrations on
 * one route would need two stores and would count a refused request in one window
 * but not the other. Here a client's accepted requests are kept as timestamps (at most
 * the largest limit, 50 by default), so every window is exact and Retry-After says
 * precisely when the oldest counted request leaves the window. Refused requests are
 * not counted: a visitor who waits as told gets through.
 *
 * Memory is bounded: entries are kept in least-recently-seen order, expired ones are
 * dropped as new requests come, and beyond `maxClients` the least recent is forgotten.
 * Counts live in this process; with several instances each would enforce its own
 * limits, so on PostgreSQL the shared limiter (postgres-limiter.ts) is used instead.
 */
export class SlidingWindowLimiter {
  readonly #windows: Window[];
  readonly #horizon: number;
  readonly #maxClients: number;
  readonly #clients = new Map<string, number[]>();

  constructor(windows: Window[], maxClients = 100_000) {
    this.#windows = windows.filter((window) => window.limit > 0);
    this.#horizon = Math.max(0, ...this.#windows.map((window) => window.milliseconds));
    this.#maxClients = maxClients;
  }

  get enabled(): boolean {
    return this.#windows.length > 0;
  }

  hit(client: string, now = Date.now()): Decision {
    this.#forgetExpired(now);
    const history = (this.#clients.get(client) ?? []).filter((time) => time > now - this.#horizon);
    let retryAt = 0;
    for (const window of this.#windows) {
      const inWindow = history.filter((time) => time > now - window.milliseconds);
      if (inWindow.length >= window.limit) {
        // The request that must expire before one more fits in this window.
        const blocking = inWindow[inWindow.length - window.limit] ?? now;
        retryAt = Math.max(retryAt, blocking + window.milliseconds);
      }
    }
    if (retryAt === 0) history.push(now);
    // Re-inserting moves the client to the most recent end of the map.
    this.#clients.delete(client);
    this.#clients.set(client, history);
    if (this.#clients.size > this.#maxClients) {
      const oldest = this.#clients.keys().next();
      if (!oldest.done) this.#clients.delete(oldest.value);
    }
    return retryAt === 0
      ? { allowed: true }
      : { allowed: false, retryAfterSeconds: retryAfterSeconds(retryAt - now) };
  }

  #forgetExpired(now: number): void {
    for (const [client, history] of this.#clients) {
      const last = history[history.length - 1];
      if (last !== undefined && last > now - this.#horizon) break;
      this.#clients.delete(client);
    }
  }
}
