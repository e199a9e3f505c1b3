import type { FastifyRequest } from "fastify";
import ipaddr from "ipaddr.js";
import type { Config } from "#server/config.ts";
import { errors } from "#server/insert/postgrest-errors.ts";
import { postgresLimiter } from "./postgres-limiter.ts";
import { memoryLimiter, type RateLimiter, type Window } from "./sliding-window-limiter.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type LimitConfig = Pick<Config, "RATE_LIMIT_PER_MINUTE" | "RATE_LIMIT_PER_DAY" | "DATABASE_URL">;

export interface InsertRateLimit {
  limiter: RateLimiter;
  /** The onRequest hook of the insert route. */
  check(request: FastifyRequest): Promise<void>;
}

/**
 * Limits inserts per client address: RATE_LIMIT_PER_MINUTE and RATE_LIMIT_PER_DAY
 * (0 turns one off). The address is Fastify's request.ip, which reads X-Forwarded-For
 * only when TRUST_PROXY says the proxy in front is trusted; otherwise it is the
 * socket's peer and a forged header changes nothing. On PostgreSQL the counts live in
 * the database, so instances behind a load balancer enforce the limits together; on
 * SQLite (one process) they live in memory. Returns undefined when both are off.
 */
export function insertRateLimit(config: LimitConfig): InsertRateLimit | undefined {
  const windows: Window[] = [
    { limit: config.RATE_LIMIT_PER_MINUTE, milliseconds: MINUTE },
    { limit: config.RATE_LIMIT_PER_DAY, milliseconds: DAY },
  ].filter((window) => window.limit > 0);
  if (windows.length === 0) return undefined;
  const limiter = config.DATABASE_URL
    ? postgresLimiter(config.DATABASE_URL, { scope: "insert", windows })
    : memoryLimiter(windows);
  return {
    limiter,
    async check(request) {
      if (request.method !== "POST") return;
      let decision: Awaited<ReturnType<RateLimiter["hit"]>>;
      try {
        decision = await limiter.hit(clientKey(request.ip));
      } catch (error) {
        // The shared counts are out of reach, and so is the database the row would go to.
        request.log.error({ err: error }, "could not check the insert rate limit");
        throw errors.databaseUnavailable();
      }
      if (!decision.allowed) throw errors.rateLimited(decision.retryAfterSeconds);
    },
  };
}

/** For the start-up line: where the insert limits are counted. */
export function limitStoreLabel(config: LimitConfig): string {
  if (config.RATE_LIMIT_PER_MINUTE === 0 && config.RATE_LIMIT_PER_DAY === 0) return "insert limits off";
  return config.DATABASE_URL
    ? "insert limits counted in PostgreSQL (shared by every instance)"
    : "insert limits counted in memory (this process)";
}

/**
 * One key per client: an IPv4 address (IPv4-mapped IPv6 unwrapped), or the /64
 * prefix of an IPv6 address, since one subscriber usually holds a whole /64.
 */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === "ipv4") return address.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`).toRFC5952String()}/64`;
}
