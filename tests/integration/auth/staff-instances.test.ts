import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/databases.ts";
import { startServer, type TestServer } from "#tests/support/servers/test-server.ts";
import { withinOneLimitWindow } from "#tests/support/staff/limit-window.ts";
import { enrolStaff, staffClient } from "#tests/support/staff/staff.ts";

// Two instances on one PostgreSQL: one sign-in limit, one set of sessions, one audit log.

// Each test runs the operator command (a Node process) and hashes passwords: on a busy
// machine that takes longer than the default.
vi.setConfig({ testTimeout: 90_000 });

const ORIGIN = "http://localhost:4997";

describe("staff sign-in across two instances on PostgreSQL", () => {
  let db: TestDatabase;
  let first: TestServer;
  let second: TestServer;
  let env: Record<string, string>;

  beforeAll(async () => {
    db = await createTestDatabase("postgres", "staff_instances");
    env = { ...db.env, PUBLIC_SITE_URL: ORIGIN, AUTH_SECRET: "i".repeat(40) };
    first = await startServer(env);
    second = await startServer(env);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    db?.dispose();
  });

  it("counts failed sign-ins on both instances against one limit", async () => {
    await withinOneLimitWindow();
    const email = "limit@example.com";
    await enrolStaff(first.base, ORIGIN, env, email);
    const clients = [staffClient(first.base, ORIGIN), staffClient(second.base, ORIGIN)];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const client = clients[attempt % 2];
      const answer = await client?.json("/inbox/api/auth/sign-in/email", {
        body: { email, password: "not the password at all" },
      });
      statuses.push(answer?.status ?? 0);
    }
    // Five failed passwords per account from one network per window, counted on both
    // instances (alternating): the sixth attempt is refused on either.
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(401));
    expect(statuses.slice(5)).toEqual(Array(7).fill(429));
  });

  it("shares the session: signed in on one instance, known and ended on the other", async () => {
    const { client } = await enrolStaff(first.base, ORIGIN, env, "shared@example.com");
    const onSecond = staffClient(second.base, ORIGIN);
    for (const [name, value] of client.cookies) onSecond.cookies.set(name, value);
    expect((await onSecond.json("/inbox/api/staff/me")).status).toBe(200);
    expect((await onSecond.json("/inbox/api/auth/sign-out", { body: {} })).status).toBe(200);
    expect((await client.json("/inbox/api/staff/me")).status).toBe(401);
    const events = await db.query(
      "SELECT event FROM staff_audit_events WHERE actor_email = 'shared@example.com'",
    );
    expect(events.map((row) => row.event)).toContain("signed_out");
  });
});
