import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SIGN_IN_PER_ADDRESS } from "#server/auth/limits/windows.ts";
import {
  createTestDatabase,
  DATABASE_KINDS,
  type DatabaseKind,
  type TestDatabase,
} from "#tests/support/database/databases.ts";
import { eventually } from "#tests/support/servers/smtp.ts";
import { startServer, type TestServer } from "#tests/support/servers/test-server.ts";
import { withinOneLimitWindow } from "#tests/support/staff/limit-window.ts";
import { enrolStaff, STRONG_PASSWORD } from "#tests/support/staff/staff.ts";
import { staffClientFrom } from "#tests/support/staff/staff-inject.ts";

const QUARTER_HOUR = SIGN_IN_PER_ADDRESS.windowMs;

// Sign-in limits under attack, with the client addresses an attacker and a person would
// have: strangers who know a staff address cannot lock its owner out, one network (an IPv4
// address or an IPv6 /64) is one client, and hostile requests leave storage bounded.

// Thousands of requests and real password hashing, on a machine other work shares.
vi.setConfig({ testTimeout: 300_000 });

const ORIGIN = "http://localhost:4997";
const SIGN_IN = "/inbox/api/auth/sign-in/email";

/** A server on a fresh database of `kind`, with one staff member enrolled as `email`. */
async function serverWithStaff(kind: DatabaseKind, label: string, email: string) {
  const db = await createTestDatabase(kind, label);
  const env = { ...db.env, PUBLIC_SITE_URL: ORIGIN, AUTH_SECRET: "l".repeat(40) };
  const api = await startServer(env);
  await enrolStaff(api.base, ORIGIN, env, email);
  return { db, env, api };
}

describe.each(DATABASE_KINDS)("staff sign-in limits on %s", (kind) => {
  let db: TestDatabase;
  let api: TestServer;
  let env: Record<string, string>;
  const email = "ada@example.com";

  beforeAll(async () => {
    ({ db, env, api } = await serverWithStaff(kind, "staff_limits", email));
  });
  afterAll(async () => {
    await api?.close();
    db?.dispose();
  });

  const from = (address: string) => staffClientFrom(api.app, ORIGIN, address);
  const wrong = { email, password: "not the password at all" };

  it("stops attackers by their addresses while the person signs in from another", async () => {
    await withinOneLimitWindow();
    // Three attackers, each failing until refused, then hammering on after the refusal:
    // the account has failed more than enough to be slowed down.
    for (const address of ["127.0.0.2", "127.0.0.4", "127.0.0.5"]) {
      const attacker = from(address);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 40; attempt++) {
        statuses.push((await attacker.json(SIGN_IN, { body: wrong })).status);
      }
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      const refused = await attacker.json(SIGN_IN, { body: wrong });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe("too_many_attempts");
      expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThan(0);
      // Even the right password is refused to a network that has been failing.
      expect((await attacker.json(SIGN_IN, { body: { email, password: STRONG_PASSWORD } })).status).toBe(429);
    }
    // The person, from an address that has not been failing, is slowed at most, never refused.
    const person = from("127.0.0.3");
    const signIn = await person.json(SIGN_IN, { body: { email, password: STRONG_PASSWORD } });
    expect(signIn.status).toBe(200);
    expect(signIn.body.twoFactorRedirect).toBe(true);
    // A mistyped password from there is a plain refusal, not a lockout.
    const mistyped = await person.json(SIGN_IN, { body: wrong });
    expect(mistyped.status).toBe(401);
    expect(mistyped.body.code).toBe("sign_in_refused");
  });

  it("counts an IPv6 /64 as one client for sign-in and for codes", async () => {
    await withinOneLimitWindow();
    const statuses: number[] = [];
    for (let host = 1; host <= 35; host++) {
      const client = from(`2001:db8:7:1::${host.toString(16)}`);
      statuses.push(
        (await client.json(SIGN_IN, { body: { email: `x${host}@example.com`, password: "x".repeat(12) } }))
          .status,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429]);
    // Another /64 is another client.
    const neighbour = from("2001:db8:7:2::1");
    expect(
      (await neighbour.json(SIGN_IN, { body: { email: "y@example.com", password: "x".repeat(12) } })).status,
    ).toBe(401);

    const codes: number[] = [];
    for (let host = 1; host <= 35; host++) {
      const client = from(`2001:db8:8:1:${host.toString(16)}::1`);
      codes.push(
        (await client.json("/inbox/api/auth/two-factor/verify-totp", { body: { code: "123456" } })).status,
      );
    }
    expect(codes.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(codes.slice(30)).toEqual([429, 429, 429, 429, 429]);
  });

  it("refuses an e-mail address longer than 254 characters before storing anything", async () => {
    const client = from("10.8.0.1");
    const [before] = await db.query("SELECT COUNT(*) AS n FROM staff_auth_limits");
    const answer = await client.json(SIGN_IN, {
      body: { email: `${"c".repeat(250)}@example.com`, password: "x".repeat(12) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: "email_too_long", message: expect.any(String) });
    const [after] = await db.query("SELECT COUNT(*) AS n FROM staff_auth_limits");
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it("purges counters past their windows and expired one-time rows when a server starts", async () => {
    const hourAgo = Date.now() - 2 * 60 * 60_000;
    const expired = new Date(Date.now() - 60_000).toISOString();
    const stale = "f".repeat(64);
    await db.exec(
      `INSERT INTO staff_auth_limits (key, window_start, count) VALUES ('${stale}', ${hourAgo}, 3)`,
    );
    await db.exec(`INSERT INTO "staff_verification" ("id", "identifier", "value", "expiresAt", "createdAt", "updatedAt")
                   VALUES ('stale-row', 'stale-challenge', 'x', '${expired}', '${expired}', '${expired}')`);
    const another = await startServer(env);
    try {
      await eventually(async () => {
        const [limits] = await db.query(`SELECT COUNT(*) AS n FROM staff_auth_limits WHERE key = '${stale}'`);
        const [rows] = await db.query(
          `SELECT COUNT(*) AS n FROM "staff_verification" WHERE "id" = 'stale-row'`,
        );
        return Number(limits?.n) === 0 && Number(rows?.n) === 0;
      }, "the purge");
      // Counters still in their window stay.
      const [current] = await db.query("SELECT COUNT(*) AS n FROM staff_auth_limits");
      expect(Number(current?.n)).toBeGreaterThan(0);
    } finally {
      await another.close();
    }
  });
});

// Storage stays bounded because of which keys the limits write, and that is the same code on
// both databases (their writes are covered above, on each). The 10,000 requests run once,
// on the default database, since they are the costliest part of the whole suite.
describe("staff sign-in storage under attack on sqlite", () => {
  let db: TestDatabase;
  let api: TestServer;

  beforeAll(async () => {
    ({ db, api } = await serverWithStaff("sqlite", "staff_limits_storage", "ada@example.com"));
  });
  afterAll(async () => {
    await api?.close();
    db?.dispose();
  });

  const from = (address: string) => staffClientFrom(api.app, ORIGIN, address);

  it("keeps storage bounded under 10,000 hostile requests", async () => {
    const size = async () => {
      const [limits] = await db.query(
        "SELECT COUNT(*) AS n, COALESCE(SUM(length(key)), 0) AS bytes, COALESCE(MAX(length(key)), 0) AS widest FROM staff_auth_limits",
      );
      const [verifications] = await db.query(`SELECT COUNT(*) AS n FROM "staff_verification"`);
      const [audit] = await db.query(
        "SELECT COUNT(*) AS n, COALESCE(MAX(length(subject)), 0) AS widest FROM staff_audit_events",
      );
      return {
        limitRows: Number(limits?.n),
        limitBytes: Number(limits?.bytes),
        widestKey: Number(limits?.widest),
        verifications: Number(verifications?.n),
        auditRows: Number(audit?.n),
        widestSubject: Number(audit?.widest),
      };
    };
    const before = await size();
    const started = Date.now();
    const long = `${"a".repeat(5000)}@example.com`;
    const addresses = Array.from({ length: 5 }, (_, index) => `10.9.${index}.1`);
    const answers = new Map<number, number>();
    for (let round = 0; round < 500; round++) {
      await Promise.all(
        addresses.map(async (address, index) => {
          const client = from(address);
          const n = round * addresses.length + index;
          const results = await Promise.all([
            client.json(SIGN_IN, { body: { email: long, password: "x".repeat(12) } }),
            client.json(SIGN_IN, { body: { email: `r${n}@example.com`, password: "x".repeat(12) } }),
            client.json("/inbox/api/auth/passkey/generate-authenticate-options"),
            client.json("/inbox/api/auth/request-password-reset", {
              body: { email: `${"b".repeat(300)}${n}@example.com`, redirectTo: "/inbox/reset-password" },
            }),
          ]);
          for (const result of results) answers.set(result.status, (answers.get(result.status) ?? 0) + 1);
        }),
      );
    }
    expect([...answers.values()].reduce((a, b) => a + b, 0)).toBe(10_000);
    expect(answers.get(500)).toBeUndefined();
    const after = await size();
    // The limits' windows start on the quarter hour: a run that crosses one gives every
    // address a fresh allowance, so the bound holds per window the run touched.
    const windows = Math.floor(Date.now() / QUARTER_HOUR) - Math.floor(started / QUARTER_HOUR) + 1;
    // Per address and rule a few fixed-size rows, a few dozen challenges, a few audit rows.
    // Per network at most its 30 sign-in attempts' two failure counters and four counters.
    expect(after.limitRows - before.limitRows).toBeLessThanOrEqual(windows * 5 * (2 * 30 + 4));
    expect(after.widestKey).toBeLessThanOrEqual(64);
    expect(after.verifications - before.verifications).toBeLessThanOrEqual(windows * 5 * 30);
    expect(after.auditRows - before.auditRows).toBeLessThanOrEqual(windows * 5 * 40);
    expect(after.widestSubject).toBeLessThanOrEqual(254);
  });
});
