import { isIPv6 } from "node:net";
import type { FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
import { errors } from "./postgrest-errors.ts";
import { SlidingWindowLimiter } from "./sliding-window-limiter.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Limits inserts per client address: RATE_LIMIT_PER_MINUTE and RATE_LIMIT_PER_DAY
 * (0 turns one off). The address is Fastify's request.ip, which reads X-Forwarded-For
 * only when TRUST_PROXY says the proxy in front is trusted; otherwise it is the
 * socket's peer and a forged header changes nothing. Returns undefined when both are off.
 */
export function insertRateLimit(
  config: Pick<Config, "RATE_LIMIT_PER_MINUTE" | "RATE_LIMIT_PER_DAY">,
): ((request: FastifyRequest) => Promise<void>) | undefined {
  const limiter = new SlidingWindowLimiter([
    { limit: config.RATE_LIMIT_PER_MINUTE, milliseconds: MINUTE },
    { limit: config.RATE_LIMIT_PER_DAY, milliseconds: DAY },
  ]);
  if (!limiter.enabled) return undefined;
  return async (request) => {
    if (request.method !== "POST") return;
    const decision = limiter.hit(clientKey(request.ip));
    if (!decision.allowed) throw errors.rateLimited(decision.retryAfterSeconds);
  };
}

/**
 * One key per client: an IPv4 address (IPv4-mapped IPv6 unwrapped), or the /64
 * prefix of an IPv6 address, since one subscriber usually holds a whole /64.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = "", tail] = ip.toLowerCase().split("::");
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = tail === undefined || tail === "" ? [] : tail.split(":");
  const zeros = Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill("0");
  const groups = tail === undefined ? headGroups : [...headGroups, ...zeros, ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
