import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

/**
 * The map from URL path to what answers it, built once at start from the files
 * of the build. Only paths in this map are ever served: a request is looked up,
 * never joined onto a directory, so no spelling of `..` can reach another file
 * and no directory is ever listed.
 */

export type SiteEntry =
  /** `file` is relative to the site directory, with a leading slash. */
  { kind: "file"; file: string } | { kind: "redirect"; location: string };

export interface SiteFiles {
  entries: ReadonlyMap<string, SiteEntry>;
  /** URL paths of the prerendered pages, e.g. `/` and `/about-us`. */
  pages: readonly string[];
  /** The prerendered 404 page, when the build has one. */
  notFoundPage: string | undefined;
}

/** The splat route is prerendered here; it answers unknown paths with status 404, never 200 at /404. */
export const NOT_FOUND_PAGE = "/404/index.html";

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

export function scanSiteFiles(dir: string): SiteFiles {
  const entries = new Map<string, SiteEntry>();
  const pages: string[] = [];
  let notFoundPage: string | undefined;
  for (const file of listSiteFiles(dir)) {
    if (!isServedFile(file)) continue;
    if (file === NOT_FOUND_PAGE) {
      notFoundPage = file;
      continue;
    }
    if (file.endsWith("/index.html")) {
      // `/about-us/index.html` is the page `/about-us`; its other spellings redirect to it.
      const page = file.slice(0, -"/index.html".length) || "/";
      pages.push(page);
      entries.set(page, { kind: "file", file });
      entries.set(file, { kind: "redirect", location: page });
      if (page !== "/") entries.set(`${page}/`, { kind: "redirect", location: page });
      continue;
    }
    // A page of the same name wins over a file (both can only exist by accident).
    if (!entries.has(file)) entries.set(file, { kind: "file", file });
  }
  return { entries, pages: pages.sort(), notFoundPage };
}
