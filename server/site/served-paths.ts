import { isServedFile, listSiteFiles, NOT_FOUND_PAGE, PORTAL_OPEN_PAGE } from "#common/build-files.ts";

/**
 * The map from URL path to what answers it, built once at start from the files
 * of the build. Only paths in this map are ever served: a request is looked up,
 * never joined onto a directory, so no spelling of `..` can reach another file
 * and no directory is ever listed.
 */

export type SiteEntry =
  /** `file` is relative to the site directory, with a leading slash. */
  { kind: "file"; file: string } | { kind: "redirect"; location: string };

export interface ServedPaths {
  entries: ReadonlyMap<string, SiteEntry>;
  /** URL paths of the prerendered pages, e.g. `/` and `/about-us`. */
  pages: readonly string[];
  /** The prerendered 404 page, when the build has one. */
  notFoundPage: string | undefined;
  /** The /portal page with the portal on, when the build has one. */
  portalOpenPage: string | undefined;
}

export function scanServedPaths(dir: string): ServedPaths {
  const entries = new Map<string, SiteEntry>();
  const pages: string[] = [];
  let notFoundPage: string | undefined;
  let portalOpenPage: string | undefined;
  for (const file of listSiteFiles(dir)) {
    if (!isServedFile(file)) continue;
    if (file === NOT_FOUND_PAGE) {
      notFoundPage = file;
      continue;
    }
    if (file === PORTAL_OPEN_PAGE) {
      portalOpenPage = file;
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
  return { entries, pages: pages.sort(), notFoundPage, portalOpenPage };
}
