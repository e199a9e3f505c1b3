import { existsSync, readFileSync } from "node:fs";
import { extname, join, normalize, resolve } from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
};

/** `build/client` → `build/portal`: the portal's client is built beside the public site. */
export function portalDirFor(siteDir: string): string {
  return resolve(siteDir, "..", "portal");
}

/**
 * Serves the portal's client app: its assets under /portal/assets/, and its one page for
 * /portal/ and every client path below it (the client's router takes over). The public
 * page /portal, without the slash, stays the site's prerendered page; /portal/api/… that
 * no route answers is the API's 404, never the app's page.
 */
export function registerPortalPages(app: FastifyInstance, portalDir: string): void {
  const indexFile = join(portalDir, "index.html");
  const built = existsSync(indexFile);
  if (!built) app.log.warn(`${portalDir} has no portal build: /portal/ answers 404 until \`npm run build\`.`);
  const page = built ? readFileSync(indexFile) : undefined;
  const assetsDir = join(portalDir, "assets");

  app.get("/portal/*", async (request: FastifyRequest, reply: FastifyReply) => {
    const path = (request.url.split("?", 1)[0] ?? "").slice("/portal".length);
    if (path.startsWith("/api/")) {
      return reply.code(404).send({ code: "not_found", message: "No such endpoint." });
    }
    // Private pages: never stored, never indexed (the portal's guard says so too).
    reply.header("cache-control", "no-store").header("x-robots-tag", "noindex, nofollow");
    if (path.startsWith("/assets/")) {
      const file = normalize(join(portalDir, path));
      if (!file.startsWith(assetsDir) || !existsSync(file))
        return reply.code(404).type("text/plain; charset=utf-8").send("Not Found");
      return reply.type(TYPES[extname(file)] ?? "application/octet-stream").send(readFileSync(file));
    }
    if (!page) return reply.code(404).type("text/plain; charset=utf-8").send("Not Found");
    return reply.type("text/html; charset=utf-8").send(page);
  });
}
