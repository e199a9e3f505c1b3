import { existsSync, readFileSync } from "node:fs";
import { extname, join, normalize, resolve } from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { apiErrors, sendApiError } from "./api-error.ts";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".json": "application/json",
};

export interface PrivateApp {
  /** Where the app lives and its folder under `build/`: "/inbox" (staff) or "/portal" (people). */
  path: "/inbox" | "/portal";
  /** The app's build: index.html and assets/. */
  dir: string;
  /**
   * Whether the bare path (no slash) is the app's page too. The portal's is not: /portal
   * stays the site's prerendered public page.
   */
  bareIsApp: boolean;
}

/** `build/client` → `build/inbox` or `build/portal`: the private apps are built beside the public site. */
export function appDirFor(siteDir: string, path: PrivateApp["path"]): string {
  return resolve(siteDir, "..", path.slice(1));
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type("text/plain; charset=utf-8").send("Not Found");
}

/**
 * Serves a client-rendered private app: its assets under `<path>/assets/`, and its one page
 * for every client path below it (the client's router takes over). `<path>/api/…` that no
 * route answers is the API's 404, never the app's page. The private guard adds no-store,
 * noindex and the strict CSP as well.
 */
export function registerAppPages(app: FastifyInstance, { path: base, dir, bareIsApp }: PrivateApp): void {
  const indexFile = join(dir, "index.html");
  const built = existsSync(indexFile);
  if (!built) app.log.warn(`${dir} has no build: ${base}/ answers 404 until \`npm run build\`.`);
  const page = built ? readFileSync(indexFile) : undefined;
  const assetsDir = join(dir, "assets");

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = (request.url.split("?", 1)[0] ?? "").slice(base.length);
    if (path.startsWith("/api/")) return sendApiError(reply, apiErrors.noEndpoint());
    // Private pages: never stored, never indexed.
    reply.header("cache-control", "no-store").header("x-robots-tag", "noindex, nofollow");
    if (path.startsWith("/assets/")) {
      const file = normalize(join(dir, path));
      if (!file.startsWith(assetsDir) || !existsSync(file)) return notFound(reply);
      return reply.type(TYPES[extname(file)] ?? "application/octet-stream").send(readFileSync(file));
    }
    if (!page) return notFound(reply);
    return reply.type("text/html; charset=utf-8").send(page);
  };
  if (bareIsApp) app.get(base, serve);
  app.get(`${base}/*`, serve);
}
