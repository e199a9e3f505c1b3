import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";
import { startServer, type TestServer, VALID_SUBMISSION } from "#tests/support/servers/test-server.ts";
import { enrolStaff, type StaffClient } from "#tests/support/staff/staff.ts";

// The guard over /inbox (Origin check, private headers) and the router must see one
// path. Each spelling below of an inbox route either reaches the route with the guard's
// headers and checks, or answers 404: never an answer without them.

const ORIGIN = "http://inbox.test";

/** Spellings of `/inbox/api/<rest>` a client can send byte for byte. */
const SPELLINGS: ((rest: string) => string)[] = [
  (rest) => `/%69nbox/api/${rest}`,
  (rest) => `/%69%6e%62%6f%78/api/${rest}`,
  (rest) => `/inbox/%61pi/${rest}`,
  (rest) => `/inbox%2Fapi%2F${rest}`,
  (rest) => `/%2Finbox/api/${rest}`,
  (rest) => `//inbox/api/${rest}`,
  (rest) => `/inbox//api/${rest}`,
  (rest) => `/inbox/./api/${rest}`,
  (rest) => `/site/../inbox/api/${rest}`,
  (rest) => `/site/%2E%2E/inbox/api/${rest}`,
  (rest) => `/INBOX/api/${rest}`,
  (rest) => `/%49nbox/api/${rest}`,
  (rest) => `/inbox/api/%69${rest.slice(1)}`,
  (rest) => `/inbox/api/${rest}#fragment`,
];

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Sends `path` exactly as written: fetch would resolve dot segments first. */
function raw(base: string, method: string, path: string, headers: Record<string, string>, body?: string) {
  const { hostname, port } = new URL(base);
  return new Promise<RawAnswer>((resolve, reject) => {
    const sent = httpRequest({ host: hostname, port, method, path, headers }, (response) => {
      let text = "";
      response.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
      );
    });
    sent.once("error", reject);
    sent.end(body);
  });
}

function expectGuarded(path: string, answer: RawAnswer): void {
  if (answer.status === 404) return;
  expect([path, answer.headers["cache-control"]]).toEqual([path, "no-store"]);
  expect([path, answer.headers["x-robots-tag"]]).toEqual([path, "noindex, nofollow"]);
  expect([path, String(answer.headers["content-security-policy"])]).toEqual([
    path,
    expect.stringContaining("frame-ancestors 'none'"),
  ]);
}

describe.each(DATABASE_KINDS)("inbox paths in other spellings on %s", (kind) => {
  let db: TestDatabase;
  let api: TestServer;
  let staff: StaffClient;
  let cookie: string;

  beforeAll(async () => {
    db = await createTestDatabase(kind, "inbox_paths");
    const env = { ...db.env, PUBLIC_SITE_URL: ORIGIN, AUTH_SECRET: "s".repeat(40) };
    api = await startServer(env);
    expect((await api.post(VALID_SUBMISSION)).status).toBe(201);
    staff = (await enrolStaff(api.base, ORIGIN, env, "ada@ucp.example")).client;
    cookie = [...staff.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  });
  afterAll(async () => {
    await api?.close();
    db?.dispose();
  });

  it.each(SPELLINGS.map((spell) => spell("inquiries")))("GET %s is private or 404", async (path) => {
    expectGuarded(path, await raw(api.base, "GET", path, { cookie, origin: ORIGIN }));
  });

  it.each(SPELLINGS.map((spell) => spell("inquiries/1/status")))(
    "PUT %s from another site is refused or 404, and changes nothing",
    async (path) => {
      await db.query("UPDATE contact_submissions SET status = 'new'");
      const answer = await raw(
        api.base,
        "PUT",
        path,
        { cookie, origin: "https://evil.example", "content-type": "application/json" },
        JSON.stringify({ status: "spam" }),
      );
      expect([path, answer.status]).toEqual([path, expect.toBeOneOf([403, 404])]);
      expectGuarded(path, answer);
      const [row] = await db.query("SELECT status FROM contact_submissions");
      expect(row).toMatchObject({ status: "new" });
    },
  );

  it("still serves the plain path with the guard's headers", async () => {
    const answer = await raw(api.base, "GET", "/inbox/api/inquiries", { cookie, origin: ORIGIN });
    expect(answer.status).toBe(200);
    expectGuarded("/inbox/api/inquiries", answer);
  });
});
