import { createHash } from "node:crypto";
import { loadEnv } from "vite";

/**
 * The PUBLIC_* settings Vite bakes into the pages (app/site/content/settings.ts reads
 * them from import.meta.env). Read the way Vite reads them, .env files included,
 * so the postbuild step and `npm start` see exactly what the build saw.
 */
export function publicEnv(): Record<string, string> {
  return loadEnv("production", process.cwd(), "PUBLIC_");
}

/** Changes whenever a PUBLIC_* setting does; `npm start` rebuilds when it differs from the build's. */
export function publicEnvFingerprint(env: Record<string, string> = publicEnv()): string {
  const sorted = Object.keys(env)
    .sort()
    .map((key) => [key, env[key]]);
  return createHash("sha256").update(JSON.stringify(sorted)).digest("hex");
}

/**
 * The origin the contact form posts to when it is not this site (a hosted
 * Supabase project), for the CSP's connect-src. Empty or a path means this origin.
 */
export function dataApiOrigins(env: Record<string, string> = publicEnv()): string[] {
  const value = (env.PUBLIC_DATA_API_URL ?? "").trim();
  if (value === "" || value.startsWith("/")) return [];
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_DATA_API_URL must be an absolute http(s) URL or empty; got "${value}".`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`PUBLIC_DATA_API_URL must use http or https; got "${url.protocol}".`);
  }
  return [url.origin];
}
