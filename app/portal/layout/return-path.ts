import { HOME_PATH, SIGN_IN_PATH } from "./paths.ts";

/** A base that no real address has: a `next` that names another origin never resolves to it. */
const PROBE = "https://portal.invalid";

/**
 * The portal screen a `next` parameter names, as a path this app can open, or null. Only a
 * path under /portal/ on this same origin counts: another origin, a protocol-relative path,
 * a climb out with "..", the API and sign-in itself are refused, so the link to sign-in
 * can never send anyone elsewhere after they sign in.
 */
export function returnPath(next: string | null | undefined): string | null {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  let url: URL;
  try {
    url = new URL(next, PROBE);
  } catch {
    return null;
  }
  if (url.origin !== PROBE) return null;
  const path = url.pathname;
  if (!path.startsWith(HOME_PATH)) return null;
  if (path.startsWith(`${HOME_PATH}api/`) || path === `${HOME_PATH}api`) return null;
  if (path === SIGN_IN_PATH || path.startsWith(`${SIGN_IN_PATH}/`)) return null;
  return `${path}${url.search}${url.hash}`;
}

/** The sign-in address that comes back to `path` (home itself needs no `next`). */
export function signInFor(path: string): string {
  const back = returnPath(path);
  return back && back !== HOME_PATH ? `${SIGN_IN_PATH}?${new URLSearchParams({ next: back })}` : SIGN_IN_PATH;
}
