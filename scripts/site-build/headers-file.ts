import { CACHE_IMMUTABLE, HASHED_ASSETS_PREFIX } from "#common/cache-policy.ts";
import { type CspSources, securityHeaders } from "#common/security-headers.ts";

/**
 * The `_headers` file of Netlify and Cloudflare Pages: the same headers the Node
 * server sends, from the same module.
 *
 * Both hosts merge every rule matching a path, joining repeated names with a
 * comma, so each header appears in exactly one rule: security headers on `/*`,
 * the long cache on `/assets/*` only. Everything else keeps the hosts' default,
 * which already revalidates (`max-age=0, must-revalidate`). Static hosts are
 * HTTPS-only, hence HSTS and upgrade-insecure-requests here.
 */

/** Cloudflare Pages ignores longer lines. */
export const MAX_LINE = 2000;

export function headersFile(sources: CspSources): { text: string; tooLong: string[] } {
  const lines = [
    "# Written by scripts/postbuild.ts from common/security-headers.ts: edit those, not this file.",
    "/*",
    ...Object.entries(securityHeaders(sources, { https: true })).map(
      ([name, value]) => `  ${displayName(name)}: ${value}`,
    ),
    `${HASHED_ASSETS_PREFIX}*`,
    `  Cache-Control: ${CACHE_IMMUTABLE}`,
  ];
  return {
    text: `${lines.join("\n")}\n`,
    tooLong: lines.filter((line) => line.length > MAX_LINE).map((line) => line.trim().split(":", 1)[0] ?? ""),
  };
}

/** `x-content-type-options` -> `X-Content-Type-Options`, as people read them. */
function displayName(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_match, dash: string, letter: string) => dash + letter.toUpperCase());
}
