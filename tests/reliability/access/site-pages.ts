// The prerendered pages of the build, and what every HTML answer must carry.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../support/server-process.ts";

/** `/`, `/about-us`, …: every directory of build/client with an index.html, except the 404 page. */
export function builtPages(): string[] {
  const root = join(ROOT, "build/client");
  const pages = ["/"];
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== "404" && existsSync(join(root, entry.name, "index.html"))) {
      pages.push(`/${entry.name}`);
    }
  }
  return pages.sort();
}

/** Required security headers: the name, and what its value must contain. */
const REQUIRED: [string, RegExp][] = [
  ["content-security-policy", /default-src 'self'.*object-src 'none'.*frame-ancestors 'none'/],
  ["x-content-type-options", /^nosniff$/],
  ["x-frame-options", /^DENY$/],
  ["referrer-policy", /^strict-origin-when-cross-origin$/],
  ["cross-origin-opener-policy", /^same-origin$/],
  ["permissions-policy", /camera=\(\).*geolocation=\(\).*microphone=\(\)/],
];

/** What is missing or wrong in a response's headers; empty when all is well. */
export function securityHeaderProblems(headers: Headers): string[] {
  const problems = REQUIRED.filter(([name, pattern]) => !pattern.test(headers.get(name) ?? "")).map(
    ([name]) => `${name}: ${headers.get(name) ?? "missing"}`,
  );
  // Over plain HTTP, HSTS would be ignored at best; a version banner helps only attackers.
  if (headers.has("strict-transport-security")) problems.push("HSTS over plain HTTP");
  if (headers.has("x-powered-by")) problems.push(`x-powered-by: ${headers.get("x-powered-by")}`);
  if (script(headers.get("content-security-policy"))?.includes("'unsafe-inline'"))
    problems.push("script-src allows 'unsafe-inline'");
  return problems;
}

function script(csp: string | null): string | undefined {
  return csp?.split(";").find((directive) => directive.trim().startsWith("script-src"));
}
