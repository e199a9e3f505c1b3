import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

/**
 * Which files of `build/client` answer a URL. The build step reads this to know
 * which pages to hash for the CSP, and the server reads it to know what to serve,
 * so the two always agree.
 */

/** The splat route is prerendered here; it answers unknown paths with status 404, never 200 at /404. */
export const NOT_FOUND_PAGE = "/404/index.html";

/**
 * The /portal page as it reads when the portal is on (PORTAL_ENABLED), prerendered beside
 * the "Coming Soon" one. Never served at its own path: the server answers /portal with it.
 */
export const PORTAL_OPEN_PATH = "/portal-open";
export const PORTAL_OPEN_PAGE = `${PORTAL_OPEN_PATH}/index.html`;

/*
 * Files that are in the build but are not pages of their own: compressed
 * variants (picked by Accept-Encoding, never requested by name), the copy of the
 * 404 page for static hosts, React Router's SPA fallback (every route is
 * prerendered, so it is never needed), and static-host configuration.
 */
const NOT_SERVED = /(\.br|\.gz)$|^\/(404\.html|__spa-fallback\.html|_headers|_redirects)$/;

/** True for a file that answers some URL (a page, the 404 page, an asset). */
export function isServedFile(file: string): boolean {
  return !NOT_SERVED.test(file);
}

/** Every regular file under `dir`, as `/a/b.txt`; dotfiles and symbolic links are skipped. */
export function listSiteFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/")}`;
    if (!path.split("/").some((segment) => segment.startsWith("."))) found.push(path);
  }
  return found.sort();
}
