/** Where an app lives: its home, and its sign-in screen. */
export interface AppPaths {
  /** "/inbox" (its screens below "/inbox/") or "/portal/" (the public "/portal" is not the app's). */
  home: string;
  signIn: string;
}

/**
 * The app's screen a `next` parameter names, as a path the app can open, or null. `next` is
 * resolved against this page's own origin, and only a path on that origin under the app's
 * home counts: an absolute URL, a protocol-relative one ("//host", "/\\host"), another
 * scheme, a climb out with "..", the API's routes and sign-in itself are all refused, so the
 * link to sign-in can never send anyone elsewhere after they sign in.
 */
export function returnPathIn(app: AppPaths, next: string | null | undefined): string | null {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  const origin = globalThis.location?.origin;
  if (!origin || origin === "null") return null;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = url.pathname;
  const below = app.home.endsWith("/") ? app.home : `${app.home}/`;
  if (path !== app.home && !path.startsWith(below)) return null;
  const api = `${below}api`;
  if (path === api || path.startsWith(`${api}/`)) return null;
  if (path === app.signIn || path.startsWith(`${app.signIn}/`)) return null;
  return `${path}${url.search}${url.hash}`;
}

/** The sign-in address that comes back to `path` (home itself needs no `next`). */
export function signInIn(app: AppPaths, path: string): string {
  const back = returnPathIn(app, path);
  return back && back !== app.home ? `${app.signIn}?${new URLSearchParams({ next: back })}` : app.signIn;
}

/** One app's pair of the two above, its own paths already given. */
export function returnPaths(app: AppPaths) {
  return {
    /** The app's screen a `next` parameter names, or null (returnPathIn says which count). */
    returnPath: (next: string | null | undefined) => returnPathIn(app, next),
    /** The sign-in address that comes back to `path`. */
    signInFor: (path: string) => signInIn(app, path),
  };
}
