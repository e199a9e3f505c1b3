import { existsSync } from "node:fs";
import { resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  CACHE_REDIRECT,
  CACHE_REVALIDATE,
  cacheControlFor,
  HASHED_ASSETS_PREFIX,
} from "#common/cache-policy.ts";
import { readSecurityManifest } from "#common/security-manifest.ts";
import type { Config } from "#server/config.ts";
import { addSecurityHeaders } from "#server/http/security-hook.ts";
import { type ServedPaths, type SiteEntry, scanServedPaths } from "./served-paths.ts";
import { refuseMethod, registerSiteErrors, requestPath } from "./site-errors.ts";

/**
 * Serves the prerendered site from SITE_DIR: pages at their canonical path
 * without a trailing slash, hashed assets cached for a year, everything else
 * revalidated, the 404 page for unknown paths, security headers everywhere.
 *
 * Compression costs no CPU per request: scripts/postbuild.ts wrote a .br and a
 * .gz beside every text file worth compressing and @fastify/static picks one by
 * Accept-Encoding (adding Vary: Accept-Encoding). What is left uncompressed is
 * either already compressed (woff2, images) or too small to gain anything, so
 * @fastify/compress is not registered.
 */
export async function registerSite(app: FastifyInstance, config: Config): Promise<void> {
  const root = resolve(config.SITE_DIR);
  if (!existsSync(resolve(root, "index.html"))) {
    throw new Error(`No built site in ${root}: run \`npm run build\` first (\`npm start\` does it for you).`);
  }
  addSecurityHeaders(app, readSecurityManifest(root));
  const site = scanServedPaths(root);
  if (config.PORTAL_ENABLED && site.portalOpenPage) {
    (site.entries as Map<string, SiteEntry>).set("/portal", { kind: "file", file: site.portalOpenPage });
  }
  if (!site.notFoundPage) app.log.warn(`${root} has no 404 page; unknown paths get a plain-text 404.`);

  await app.register(fastifyStatic, {
    root,
    serve: false, // Only paths found by scanServedPaths are served (see served-paths.ts).
    preCompressed: true,
    cacheControl: false, // Set per path below.
    dotfiles: "deny",
    index: false,
    list: false,
  });

  app.get("/*", (request, reply) => {
    const path = requestPath(request);
    const entry = path === undefined ? undefined : site.entries.get(path);
    if (!entry) return reply.callNotFound();
    if (entry.kind === "redirect") {
      return reply.header("cache-control", CACHE_REDIRECT).redirect(entry.location + queryOf(request), 301);
    }
    return reply.header("cache-control", cacheControlFor(path ?? "")).sendFile(entry.file);
  });

  app.setNotFoundHandler((request, reply) => notFound(request, reply, site));
  registerSiteErrors(app, site);
}

function notFound(request: FastifyRequest, reply: FastifyReply, site: ServedPaths) {
  const path = requestPath(request) ?? "";
  reply.header("cache-control", CACHE_REVALIDATE);
  if (request.method !== "GET" && request.method !== "HEAD") return refuseMethod(request, reply, site);
  // A missing script or stylesheet gets no HTML page: nothing would display it.
  if (path.startsWith(HASHED_ASSETS_PREFIX) || !site.notFoundPage) {
    return reply.code(404).type("text/plain; charset=utf-8").send("Not Found");
  }
  // No validators: a 304 for a 404 would confuse caches, and the page is small and precompressed.
  return reply.code(404).sendFile(site.notFoundPage, { etag: false, lastModified: false });
}

function queryOf(request: FastifyRequest): string {
  const index = request.url.indexOf("?");
  return index === -1 ? "" : request.url.slice(index);
}
