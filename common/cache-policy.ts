/**
 * How long browsers and CDNs may keep what we serve. Shared by the server and
 * the static-host `_headers` file so both deployments cache the same way.
 */

/** Vite puts a content hash in every file name under /assets/: a new build means a new URL. */
export const HASHED_ASSETS_PREFIX = "/assets/";

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";

/** HTML and unhashed files: keep a copy, but ask (ETag / Last-Modified) before each use. */
export const CACHE_REVALIDATE = "no-cache";

/** Browsers keep an uncontrolled 301 forever; a day is enough to save the round trip. */
export const CACHE_REDIRECT = "public, max-age=86400";

export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith(HASHED_ASSETS_PREFIX) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}
