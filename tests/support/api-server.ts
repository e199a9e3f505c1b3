// The real server from buildServer (site and API), on a free loopback port, with a
// minimal stand-in for the built site so API tests need no `npm run build`.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { DEFAULT_ANON_KEY } from "../../common/defaults.ts";
import type { SecurityManifest } from "../../common/security-manifest.ts";
import { buildServer } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";

export const ANON_KEY = DEFAULT_ANON_KEY;
export const API_PATH = "/rest/v1/contact_submissions";

/** What the form sends ("The insert contract" in docs/requirements.md). */
export const FORM_HEADERS = {
  apikey: ANON_KEY,
  authorization: `Bearer ${ANON_KEY}`,
  "content-type": "application/json",
  prefer: "return=minimal",
};

export const VALID_SUBMISSION = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  message: "We are raising a first close.\nCould we talk next week?",
  fund_type: "Infrastructure",
  aum: "$100M - $500M",
};

export interface RunningApi {
  app: FastifyInstance;
  base: string;
  url(path?: string): string;
  /** POST a body (an object is JSON-encoded, a string is sent as is) with the form's headers. */
  post(body: unknown, headers?: Record<string, string | undefined>): Promise<Response>;
  close(): Promise<void>;
}

let fixtureSite: string | undefined;

/** A site directory that satisfies the site's start checks: one page and its manifest. */
function fixtureSiteDir(): string {
  if (fixtureSite) return fixtureSite;
  const root = mkdtempSync(join(tmpdir(), "ucp-api-site-"));
  mkdirSync(join(root, "client"));
  writeFileSync(join(root, "client", "index.html"), "<!doctype html><title>UCP</title>");
  const manifest: SecurityManifest = {
    version: 1,
    scriptHashes: [],
    styleHashes: [],
    styleAttributeHashes: [],
    connectOrigins: [],
    publicEnvFingerprint: "test",
  };
  writeFileSync(join(root, "security.json"), JSON.stringify(manifest));
  fixtureSite = join(root, "client");
  return fixtureSite;
}

export async function startApi(env: Record<string, string>): Promise<RunningApi> {
  const config = loadConfig({ SITE_DIR: fixtureSiteDir(), LOG_LEVEL: "silent", ...env });
  const app = await buildServer(config);
  await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const url = (path = API_PATH) => `${base}${path}`;
  return {
    app,
    base,
    url,
    post(body, headers = {}) {
      const merged = Object.fromEntries(
        Object.entries({ ...FORM_HEADERS, ...headers }).filter(
          (entry): entry is [string, string] => entry[1] !== undefined,
        ),
      );
      return fetch(url(), {
        method: "POST",
        headers: merged,
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
    },
    close: () => app.close(),
  };
}

/**
 * Reads an error response and checks it has PostgREST's shape and nothing else: JSON
 * with exactly code, details, hint and message (never a stack or Fastify's own format).
 */
export async function readError(
  response: Response,
): Promise<{ code: string; details: string | null; hint: string | null; message: string }> {
  const type = response.headers.get("content-type") ?? "";
  if (!type.startsWith("application/json")) throw new Error(`error is not JSON: ${type}`);
  const body: unknown = await response.json();
  if (typeof body !== "object" || body === null)
    throw new Error(`error body is not an object: ${JSON.stringify(body)}`);
  const keys = Object.keys(body).sort().join(",");
  if (keys !== "code,details,hint,message")
    throw new Error(`error body has keys ${keys}: ${JSON.stringify(body)}`);
  return body as { code: string; details: string | null; hint: string | null; message: string };
}
