import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/databases.ts";
import {
  readError,
  startServer,
  type TestServer,
  uniqueSubmission,
} from "#tests/support/servers/test-server.ts";

// Per-client limits on inserts, answered with 429 and Retry-After; the client is the
// socket's address unless TRUST_PROXY says X-Forwarded-For comes from a trusted proxy.
// Test servers start with the limits off; each test here sets the ones it checks.

let db: TestDatabase | undefined;
let api: TestServer | undefined;
async function start(env: Record<string, string>): Promise<TestServer> {
  db = await createTestDatabase("sqlite", "rate_limit");
  api = await startServer({ ...db.env, ...env });
  return api;
}
afterEach(async () => {
  await api?.close();
  db?.dispose();
});

describe("insert rate limits", () => {
  it("answers 429 with Retry-After once the per-minute limit is used, and stores nothing more", async () => {
    const server = await start({ RATE_LIMIT_PER_MINUTE: "3", RATE_LIMIT_PER_DAY: "0" });
    for (let i = 0; i < 3; i++) expect((await server.post(uniqueSubmission())).status).toBe(201);
    const refused = await server.post(uniqueSubmission());
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(59);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await readError(refused)).toMatchObject({ code: "429", message: "Too many requests" });
    expect(await db?.rows()).toHaveLength(3);
  });

  it("applies the per-day limit on its own, with a Retry-After of about a day", async () => {
    const server = await start({ RATE_LIMIT_PER_MINUTE: "0", RATE_LIMIT_PER_DAY: "2" });
    expect((await server.post(uniqueSubmission())).status).toBe(201);
    expect((await server.post(uniqueSubmission())).status).toBe(201);
    const refused = await server.post(uniqueSubmission());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(24 * 3600 - 60);
  });

  it("counts failed attempts too, but never page views or health checks", async () => {
    const server = await start({ RATE_LIMIT_PER_MINUTE: "2", RATE_LIMIT_PER_DAY: "50" });
    expect((await server.post({ ...uniqueSubmission(), email: "not an address" })).status).toBe(400);
    expect((await server.post(uniqueSubmission())).status).toBe(201);
    expect((await server.post(uniqueSubmission())).status).toBe(429);
    for (const path of ["/", "/livez", "/healthz", "/", "/livez"]) {
      expect((await fetch(server.base + path)).status, path).toBe(200);
    }
  });

  it("ignores X-Forwarded-For when no proxy is trusted", async () => {
    const server = await start({ RATE_LIMIT_PER_MINUTE: "1", RATE_LIMIT_PER_DAY: "0" });
    expect((await server.post(uniqueSubmission(), { "x-forwarded-for": "203.0.113.1" })).status).toBe(201);
    // A forged header does not buy a fresh budget.
    expect((await server.post(uniqueSubmission(), { "x-forwarded-for": "203.0.113.2" })).status).toBe(429);
    expect((await server.post(uniqueSubmission())).status).toBe(429);
  });

  it("limits each forwarded client separately behind a trusted proxy", async () => {
    const server = await start({
      RATE_LIMIT_PER_MINUTE: "1",
      RATE_LIMIT_PER_DAY: "0",
      TRUST_PROXY: "127.0.0.1",
    });
    expect((await server.post(uniqueSubmission(), { "x-forwarded-for": "203.0.113.1" })).status).toBe(201);
    expect((await server.post(uniqueSubmission(), { "x-forwarded-for": "203.0.113.1" })).status).toBe(429);
    expect((await server.post(uniqueSubmission(), { "x-forwarded-for": "203.0.113.2" })).status).toBe(201);
    // IPv6 clients are counted per /64: the same subscriber cannot rotate addresses.
    expect((await server.post(uniqueSubmission(), { "x-forwarded-for": "2001:db8:1:2::10" })).status).toBe(
      201,
    );
    expect(
      (await server.post(uniqueSubmission(), { "x-forwarded-for": "2001:db8:1:2:ffff::20" })).status,
    ).toBe(429);
    expect((await server.post(uniqueSubmission(), { "x-forwarded-for": "2001:db8:1:3::10" })).status).toBe(
      201,
    );
  });

  it("is off when both limits are 0", async () => {
    const server = await start({ RATE_LIMIT_PER_MINUTE: "0", RATE_LIMIT_PER_DAY: "0" });
    const statuses = await Promise.all(
      Array.from({ length: 30 }, async () => (await server.post(uniqueSubmission())).status),
    );
    expect(statuses.every((status) => status === 201)).toBe(true);
  });
});
