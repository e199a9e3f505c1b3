/** The parts of the server an operator watches apart: their rates, errors and durations. */
export type RouteGroup = "insert" | "inbox" | "portal" | "dataroom" | "site";

const DATA_ROOM = /^\/(portal\/api|inbox\/api\/portal)\/(.*\/)?(documents|pages|statements)(\/|$|\?)/;

export function routeGroup(method: string, url: string): RouteGroup {
  if (url.startsWith("/rest/v1/") || (method === "POST" && url.startsWith("/contact"))) return "insert";
  if (DATA_ROOM.test(url)) return "dataroom";
  if (url.startsWith("/portal/api/") || url.startsWith("/inbox/api/portal/")) return "portal";
  if (url.startsWith("/inbox/api/") || url === "/inbox" || url.startsWith("/inbox/")) return "inbox";
  if (url === "/portal" || url.startsWith("/portal/")) return "portal";
  return "site";
}

/** Which sign-in a refused request was: staff's or the portal's. */
export function signInRealm(url: string): "staff" | "portal" | undefined {
  if (!/\/api\/auth\/(sign-in|two-factor\/verify)/.test(url)) return undefined;
  return url.startsWith("/portal/") ? "portal" : "staff";
}
