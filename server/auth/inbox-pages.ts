import { existsSync, readFileSync } from "node:fs";
import { extname, join, normalize, resolve } from "node:path";
import type { FastifyInstance } from "fastify";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".json": "application/json",
};

/** `build/client` → `build/inbox`: the inbox client is built beside the public site. */
export function inboxDirFor(siteDir: string): string {
  return resolve(siteDir, "..", "inbox");
}

/**
 * Serves the client-rendered inbox: its assets under /inbox/assets/, and its one page
 * for /inbox and every client path below it (the client's router takes over). The
 * inbox guard adds no-store, noindex and the strict CSP to all of it.
 */
export function registerInboxPages(app: FastifyInstance, inboxDir: string): void {
  const indexFile = join(inboxDir, "index.html");
  const built = existsSync(indexFile);
  if (!built) app.log.warn(`${inboxDir} has no inbox build: /inbox answers 404 until \`npm run build\`.`);
  const page = built ? readFileSync(indexFile) : undefined;
  const assetsDir = join(inboxDir, "assets");

  const serve = async (request: import("fastify").FastifyRequest, reply: import("fastify").FastifyReply) => {
    const path = (request.url.split("?", 1)[0] ?? "").replace(/^\/inbox/, "");
    if (path.startsWith("/assets/")) {
      const file = normalize(join(inboxDir, path));
      if (!file.startsWith(assetsDir) || !existsSync(file))
        return reply.code(404).type("text/plain").send("Not Found");
      return reply.type(TYPES[extname(file)] ?? "application/octet-stream").send(readFileSync(file));
    }
    if (!page) return reply.code(404).type("text/plain; charset=utf-8").send("Not Found");
    return reply.type("text/html; charset=utf-8").send(page);
  };
  app.get("/inbox", serve);
  app.get("/inbox/*", async (request, reply) => {
    if (request.url.startsWith("/inbox/api/")) {
      return reply.code(404).send({ code: "not_found", message: "No such endpoint." });
    }
    return serve(request, reply);
  });
}
