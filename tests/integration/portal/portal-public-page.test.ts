import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PORTAL_OPEN_PAGE } from "#common/build-files.ts";
import { PRIVATE_APP_CSP } from "#server/auth/origins/private-guard.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";
import { signedInPerson } from "#tests/support/portal/index.ts";
import { ensureBuild, type RawResponse, rawRequest, SITE_DIR } from "#tests/support/servers/built-site.ts";
import { startServer, type TestServer } from "#tests/support/servers/test-server.ts";
import { enrolStaff } from "#tests/support/staff/staff.ts";

// The public page /portal is the site's, prerendered, whether or not the portal's sign-in
// runs beside it (with the portal on, its variant that leads to the sign-in): the sign-in's
// cookie lives on /portal/ (with the slash), and the guard over the portal's private paths
// leaves /portal alone: the same headers as any public page. A signed-in person asking for the
// page sends no cookie in a browser; sent anyway, it changes nothing and none comes back.

vi.setConfig({ testTimeout: 90_000 });

const ORIGIN = "http://localhost:4994";
// What differs between two files served the same way.
const SAME_EXCEPT = ["date", "keep-alive", "connection", "etag", "last-modified", "content-length"];

const headersOf = (answer: RawResponse) =>
  Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !SAME_EXCEPT.includes(name)));

describe.each(DATABASE_KINDS)("the public /portal page beside the portal's sign-in on %s", (kind) => {
  let db: TestDatabase;
  let on: TestServer;
  let off: TestServer;
  let cookie: string;

  beforeAll(async () => {
    ensureBuild();
    db = await createTestDatabase(kind, "portal_public_page");
    const env = { ...db.env, SITE_DIR, PUBLIC_SITE_URL: ORIGIN, AUTH_SECRET: "q".repeat(40) };
    on = await startServer({ ...env, PORTAL_ENABLED: "on" });
    off = await startServer(env);
    const staff = (await enrolStaff(on.base, ORIGIN, env, "grace@ucp.example")).client;
    const { client } = await signedInPerson(
      { base: on.base, origin: ORIGIN, staff },
      { email: "ada@lp.example" },
    );
    cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    expect(cookie).toContain("ucp-portal.session_token=");
  });
  afterAll(async () => {
    await off?.close();
    await on?.close();
    db?.dispose();
  });

  it("answers /portal as a public page, the built variant that leads to the sign-in: no guard, no cookie", async () => {
    const reference = await rawRequest(off.port, "/portal");
    expect(reference.status).toBe(200);
    const built = readFileSync(join(SITE_DIR, PORTAL_OPEN_PAGE));
    for (const headers of [{}, { cookie }] as Record<string, string>[]) {
      const answer = await rawRequest(on.port, "/portal", headers);
      expect(answer.status).toBe(200);
      expect(answer.body.equals(built)).toBe(true);
      expect(headersOf(answer)).toEqual(headersOf(reference));
      expect(answer.headers["set-cookie"]).toBeUndefined();
      expect(answer.headers["content-security-policy"]).not.toBe(PRIVATE_APP_CSP);
      expect(answer.headers["x-robots-tag"] ?? "").not.toContain("noindex");
    }
  });

  it("guards what is under /portal/, where the cookie goes", async () => {
    const answer = await rawRequest(on.port, "/portal/api/me", { cookie });
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["x-robots-tag"]).toContain("noindex");
    expect(answer.headers["content-security-policy"]).toBe(PRIVATE_APP_CSP);
  });
});
