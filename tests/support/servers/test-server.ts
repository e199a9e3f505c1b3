// The one way tests start the real server (buildServer: site and API) in-process, on a
// free loopback port. What a test does not set is filled in: rate limits off (a test of
// the limits sets them), no log output, a throwaway SQLite file when no database is
// named, and a minimal stand-in for the built site when SITE_DIR is not given, so API
// tests need no `npm run build`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { DEFAULT_ANON_KEY } from "#common/defaults.ts";
import type { SecurityManifest } from "#common/security-manifest.ts";
import { buildServer } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import {
  createTestDatabase,
  type DatabaseKind,
  type TestDatabase,
} from "#tests/support/database/databases.ts";
import { trackOpenRequests } from "./open-requests.ts";
import { describeStuckClose, STUCK_CLOSE_MS } from "./stuck-close.ts";

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

let sent = 0;
/**
 * A valid submission whose message no other call returned ("Inquiry <n>: …"), so
 * duplicate suppression never merges two of a test's inquiries.
 */
export function uniqueSubmission(overrides: Record<string, unknown> = {}) {
  return { ...VALID_SUBMISSION, message: `Inquiry ${++sent}: may we send our deck?`, ...overrides };
}

export interface TestServer {
  app: FastifyInstance;
  base: string;
  port: number;
  /** An absolute URL on this server; the insert endpoint by default. */
  url(path?: string): string;
  /** POST a body (an object is JSON-encoded, a string is sent as is) with the form's headers. */
  post(body: unknown, headers?: Record<string, string | undefined>): Promise<Response>;
  close(): Promise<void>;
}

let fixtureSite: string | undefined;

/** A site directory that satisfies the site's start checks: one page and its manifest. */
export function fixtureSiteDir(): string {
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

export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  // On PostgreSQL too, the data directory (its `spool/` for render jobs) is a fresh one.
  const ownDatabase =
    env.SQLITE_PATH === undefined ? mkdtempSync(join(tmpdir(), "ucp-server-test-")) : undefined;
  const config = loadConfig({
    LOG_LEVEL: "silent",
    RATE_LIMIT_PER_MINUTE: "0",
    RATE_LIMIT_PER_DAY: "0",
    SITE_DIR: env.SITE_DIR ?? fixtureSiteDir(),
    ...(ownDatabase ? { SQLITE_PATH: join(ownDatabase, "test.sqlite") } : {}),
    ...env,
  });
  const app = await buildServer(config);
  const requests = trackOpenRequests(app.server);
  // A test of the origins a server accepts needs to know its port before it starts.
  await app.listen({ host: "127.0.0.1", port: env.PORT ? Number(env.PORT) : 0 });
  const { port } = app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const url = (path = API_PATH) => `${base}${path}`;
  let closing: Promise<void> | undefined;
  return {
    app,
    base,
    port,
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
    close() {
      // Once: a test may stop a server itself before its fixture closes everything.
      if (!closing) {
        // A connection still busy when the close begins is not among the idle ones the close
        // ends; once idle, it would stay open for Fastify's keep-alive time (72 s) and hold
        // the close. A connection takes this time when it goes idle, so those close as soon
        // as they do. One whose answer is written but never read is ended by the sweep of
        // open-requests.ts. Requests still under way, an event stream's orderly end included,
        // finish as usual.
        app.server.keepAliveTimeout = 1;
        // A close still under way after STUCK_CLOSE_MS fails the hook with what holds it,
        // which the run's summary then shows, rather than with the hook's bare timeout.
        let watchdog: NodeJS.Timeout | undefined;
        const stuck = new Promise<never>((_resolve, reject) => {
          watchdog = setTimeout(() => {
            void describeStuckClose(app, config.DATABASE_URL, requests).then(
              (report) => reject(new Error(report)),
              (error: unknown) => reject(new Error(`A test server is still closing: ${String(error)}`)),
            );
          }, STUCK_CLOSE_MS);
        });
        const closed = app.close();
        requests.whileClosing(closed);
        closing = Promise.race([closed, stuck])
          .finally(() => clearTimeout(watchdog))
          .then(() => {
            if (ownDatabase) rmSync(ownDatabase, { recursive: true, force: true });
          });
      }
      return closing;
    },
  };
}

/** Starts servers with shared settings (read when each starts) and closes all it started. */
export function serverPool(settings: () => Record<string, string>) {
  const started: TestServer[] = [];
  return {
    async start(extra: Record<string, string> = {}): Promise<TestServer> {
      const server = await startServer({ ...settings(), ...extra });
      started.push(server);
      return server;
    },
    async closeAll(): Promise<void> {
      for (const server of started.splice(0)) await server.close();
    },
  };
}

/**
 * For the enclosing describe block: a fresh database of `kind` and a server on it,
 * started before its tests and closed after them. Read `db` and `server` inside tests.
 */
export function serverOnDatabase(
  kind: DatabaseKind,
  label: string,
  env: Record<string, string> = {},
): { readonly db: TestDatabase; readonly server: TestServer } {
  let db: TestDatabase | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    db = await createTestDatabase(kind, label);
    server = await startServer({ ...db.env, ...env });
  });
  afterAll(async () => {
    await server?.close();
    db?.dispose();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("serverOnDatabase: read db and server inside a test");
    return value;
  };
  return {
    get db() {
      return started(db);
    },
    get server() {
      return started(server);
    },
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
