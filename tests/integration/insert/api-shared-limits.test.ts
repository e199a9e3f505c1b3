import { afterEach, describe, expect, it } from "vitest";
import { postgresLimiter } from "#server/http/postgres-limiter.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/databases.ts";
import { eventually } from "#tests/support/servers/smtp.ts";
import {
  readError,
  startServer,
  type TestServer,
  uniqueSubmission,
} from "#tests/support/servers/test-server.ts";

// Several instances behind a load balancer on one PostgreSQL: the insert limits are
// counted in the database, so a client whose requests alternate between instances
// gets exactly the documented number, not that number per instance. The balancer is
// the trusted proxy (TRUST_PROXY), so the client is the address it forwards.

const CLIENT = { "x-forwarded-for": "203.0.113.7" };

let db: TestDatabase | undefined;
let instances: TestServer[] = [];

async function startTwo(env: Record<string, string>): Promise<[TestServer, TestServer]> {
  db = await createTestDatabase("postgres", "shared_limits");
  const settings = { ...db.env, TRUST_PROXY: "127.0.0.1", ...env };
  // One after the other: the second finds the migrations applied by the first.
  const first = await startServer(settings);
  const second = await startServer(settings);
  instances = [first, second];
  return [first, second];
}

afterEach(async () => {
  await Promise.all(instances.map((instance) => instance.close()));
  instances = [];
  db?.dispose();
});

/** Sends `count` inserts of one client, alternating between the instances; returns the statuses. */
async function alternate(count: number, headers = CLIENT): Promise<Response[]> {
  const responses: Response[] = [];
  for (let i = 0; i < count; i++) {
    const instance = instances[i % instances.length] as TestServer;
    responses.push(await instance.post(uniqueSubmission(), headers));
  }
  return responses;
}

describe("insert limits shared through PostgreSQL", () => {
  it("allows exactly the per-minute number across two instances, then 429 with Retry-After", async () => {
    await startTwo({ RATE_LIMIT_PER_MINUTE: "5", RATE_LIMIT_PER_DAY: "0" });
    const responses = await alternate(8);
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    for (const refused of responses.slice(5)) {
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(59);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await readError(refused)).toMatchObject({ code: "429", message: "Too many requests" });
    }
    expect(await db?.rows()).toHaveLength(5);
    // Another client has its own budget on both instances.
    const other = await alternate(2, { "x-forwarded-for": "203.0.113.8" });
    expect(other.map((response) => response.status)).toEqual([201, 201]);
  });

  it("applies the per-day number across instances, with a Retry-After of about a day", async () => {
    await startTwo({ RATE_LIMIT_PER_MINUTE: "0", RATE_LIMIT_PER_DAY: "4" });
    const statuses = (await alternate(6)).map((response) => response.status);
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    const refused = await (instances[1] as TestServer).post(uniqueSubmission(), CLIENT);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(24 * 3600 - 60);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(24 * 3600);
  });

  it("lets the client in again exactly when its oldest counted insert leaves the window", async () => {
    await startTwo({ RATE_LIMIT_PER_MINUTE: "2", RATE_LIMIT_PER_DAY: "0" });
    expect((await alternate(2)).map((response) => response.status)).toEqual([201, 201]);
    // Time passes for the counted inserts: 50 s for the first, 40 s for the second.
    await db?.exec(`WITH ordered AS (SELECT ctid, row_number() OVER (ORDER BY at) AS n FROM rate_limit_hits)
      UPDATE rate_limit_hits h SET at = h.at - CASE WHEN o.n = 1 THEN interval '50 s' ELSE interval '40 s' END
      FROM ordered o WHERE o.ctid = h.ctid`);
    const refused = await (instances[0] as TestServer).post(uniqueSubmission(), CLIENT);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBe(10);
    // 10 s later (moved by 10 s more), the first insert has left the window: one more fits.
    await db?.exec("UPDATE rate_limit_hits SET at = at - interval '10 s'");
    expect((await (instances[1] as TestServer).post(uniqueSubmission(), CLIENT)).status).toBe(201);
    const next = await (instances[0] as TestServer).post(uniqueSubmission(), CLIENT);
    expect(next.status).toBe(429);
    // Now the second insert (50 s old) blocks: it leaves in 10 s.
    expect(Number(next.headers.get("retry-after"))).toBe(10);
  });

  it("holds the limit when one client's inserts race on both instances at once", async () => {
    await startTwo({ RATE_LIMIT_PER_MINUTE: "5", RATE_LIMIT_PER_DAY: "50" });
    const responses = await Promise.all(
      Array.from({ length: 24 }, (_, i) => (instances[i % 2] as TestServer).post(uniqueSubmission(), CLIENT)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(19);
    expect(await db?.rows()).toHaveLength(5);
  });

  it("counts the forwarded client, never the balancer's own address", async () => {
    await startTwo({ RATE_LIMIT_PER_MINUTE: "1", RATE_LIMIT_PER_DAY: "0" });
    const statuses = await Promise.all(
      ["198.51.100.1", "198.51.100.2", "198.51.100.3", "2001:db8:5:6::1"].map(
        async (address, i) =>
          (await (instances[i % 2] as TestServer).post(uniqueSubmission(), { "x-forwarded-for": address }))
            .status,
      ),
    );
    expect(statuses).toEqual([201, 201, 201, 201]);
    // The same IPv6 /64 on the other instance is the same client.
    expect(
      (await (instances[0] as TestServer).post(uniqueSubmission(), { "x-forwarded-for": "2001:db8:5:6::99" }))
        .status,
    ).toBe(429);
    const stored = await db?.query("SELECT DISTINCT client FROM rate_limit_hits ORDER BY client");
    expect(stored?.map((row) => row.client)).toEqual([
      "198.51.100.1",
      "198.51.100.2",
      "198.51.100.3",
      "2001:db8:5:6::/64",
    ]);
  });

  it("keeps scopes apart and sweeps requests that have left every window", async () => {
    await startTwo({ RATE_LIMIT_PER_MINUTE: "1", RATE_LIMIT_PER_DAY: "0" });
    const url = db?.env.DATABASE_URL ?? "";
    // The same table can count another kind of request (sign-ins) without mixing counts.
    const signIns = postgresLimiter(url, {
      scope: "sign-in",
      windows: [{ limit: 2, milliseconds: 60_000 }],
      sweepMs: 50,
    });
    try {
      expect((await (instances[0] as TestServer).post(uniqueSubmission(), CLIENT)).status).toBe(201);
      expect(await signIns.hit("203.0.113.7")).toEqual({ allowed: true });
      expect(await signIns.hit("203.0.113.7")).toEqual({ allowed: true });
      expect(await signIns.hit("203.0.113.7")).toMatchObject({ allowed: false });
      await db?.exec("UPDATE rate_limit_hits SET at = at - interval '61 seconds'");
      await eventually(
        async () =>
          (await db?.query("SELECT scope FROM rate_limit_hits"))?.map((row) => row.scope).join() === "insert",
        "the sign-in scope's expired requests to be swept, the insert scope's kept",
      );
    } finally {
      await signIns.close();
    }
  });
});
