import type { FastifyRequest } from "fastify";
import type { Config } from "#server/config.ts";

/** The names of this machine that a browser may use for a server on loopback. */
const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Which browser origins may use the staff screens and API. With PUBLIC_SITE_URL set, that
 * origin only. Without it (a server on one's own machine), every loopback name of the
 * running server: http://localhost, http://127.0.0.1 and http://[::1] on the port the
 * request came in on. Links and passkeys then use http://localhost:PORT, since browsers
 * refuse an IP address as a passkey's site.
 */
export interface PrivateOrigins {
  /** The origin of links, passkeys and the authentication library. */
  readonly canonical: string;
  /** Whether PUBLIC_SITE_URL names the one origin. */
  readonly fixed: boolean;
  /** The browser's origin, if this server accepts staff requests from it. */
  accepted(request: FastifyRequest): string | undefined;
  /** Where a staff page asked for at another host belongs, or undefined when it is here. */
  redirect(request: FastifyRequest): string | undefined;
  /** True when the request's host is an IP address (no passkeys there). */
  atIpAddress(request: FastifyRequest): boolean;
}

/** The public origin: PUBLIC_SITE_URL, else this machine on the configured port. */
export function siteOrigin(config: Pick<Config, "PUBLIC_SITE_URL" | "PORT">): string {
  return config.PUBLIC_SITE_URL ?? `http://localhost:${config.PORT}`;
}

function hostOf(request: FastifyRequest): URL | undefined {
  const host = request.headers.host;
  if (!host || host.length > 300) return undefined;
  try {
    return new URL(`http://${host}`);
  } catch {
    return undefined;
  }
}

/** Headers a reverse proxy adds: behind one, the Host it sends may be its own upstream name. */
const FORWARDED = ["forwarded", "x-forwarded-for", "x-forwarded-host", "via"];

export function privateOrigins(config: Pick<Config, "PUBLIC_SITE_URL" | "PORT">): PrivateOrigins {
  const canonical = siteOrigin(config);
  const fixed = config.PUBLIC_SITE_URL !== undefined;
  const canonicalHost = new URL(canonical).host;
  return {
    canonical,
    fixed,
    accepted(request) {
      const origin = request.headers.origin;
      if (typeof origin !== "string") return undefined;
      if (fixed) return origin === canonical ? origin : undefined;
      const host = hostOf(request);
      if (!host || !LOOPBACK_NAMES.has(host.hostname)) return undefined;
      return origin === host.origin ? origin : undefined;
    },
    redirect(request) {
      const host = hostOf(request);
      if (!host) return undefined;
      if (fixed) {
        if (host.host === canonicalHost || FORWARDED.some((name) => request.headers[name] !== undefined))
          return undefined;
        return `${canonical}${request.url}`;
      }
      // Without PUBLIC_SITE_URL there is no one right name to send a browser to: another
      // host is answered origin_refused, which names the address to use.
      return undefined;
    },
    atIpAddress(request) {
      const name = hostOf(request)?.hostname ?? "";
      return /^\d+\.\d+\.\d+\.\d+$/.test(name) || name.startsWith("[");
    },
  };
}
