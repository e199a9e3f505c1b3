import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";
import { startServer, type TestServer } from "#tests/support/servers/test-server.ts";
import { enrolStaff, STRONG_PASSWORD, staffClient, totpCode } from "#tests/support/staff/staff.ts";

// Second-factor codes as people type them: spaces and hyphens in an authenticator code,
// a recovery code in any case and with any separators; errors that say which kind of code
// failed; and the library's own lock answered in the project's shape with Retry-After.

vi.setConfig({ testTimeout: 90_000 });

const ORIGIN = "http://localhost:4996";
/** Crockford's base 32: no I, L, O or U. */
const RECOVERY_CODE = /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;

describe.each(DATABASE_KINDS)("second-factor codes on %s", (kind) => {
  let db: TestDatabase;
  let api: TestServer;
  let env: Record<string, string>;
  let totpUri: string;
  let backupCodes: string[];
  const email = "codes@example.com";

  beforeAll(async () => {
    db = await createTestDatabase(kind, "staff_codes");
    env = { ...db.env, PUBLIC_SITE_URL: ORIGIN, AUTH_SECRET: "c".repeat(40) };
    api = await startServer(env);
    ({ totpUri, backupCodes } = await enrolStaff(api.base, ORIGIN, env, email));
  });
  afterAll(async () => {
    await api?.close();
    db?.dispose();
  });

  const pending = async () => {
    const client = staffClient(api.base, ORIGIN);
    const signIn = await client.json("/inbox/api/auth/sign-in/email", {
      body: { email, password: STRONG_PASSWORD },
    });
    expect(signIn.body.twoFactorRedirect).toBe(true);
    return client;
  };

  it("issues recovery codes without look-alike characters", () => {
    expect(backupCodes).toHaveLength(10);
    for (const code of backupCodes) expect(code).toMatch(RECOVERY_CODE);
  });

  it("accepts an authenticator code typed with spaces and hyphens", async () => {
    // The next period's code: one not used yet, whenever this runs.
    const code = totpCode(totpUri, 1);
    const typed = ` ${code.slice(0, 2)} ${code.slice(2, 4)}-${code.slice(4)} `;
    const client = await pending();
    const answer = await client.json("/inbox/api/auth/two-factor/verify-totp", { body: { code: typed } });
    expect(answer.status).toBe(200);
    expect((await client.json("/inbox/api/staff/me")).status).toBe(200);
  });

  it("accepts a recovery code in lower case, without its hyphen or with spaces", async () => {
    const [first = "", second = ""] = backupCodes;
    const lower = await pending();
    const typed = first.replace("-", "").toLowerCase();
    expect(
      (await lower.json("/inbox/api/auth/two-factor/verify-backup-code", { body: { code: typed } })).status,
    ).toBe(200);
    const spaced = await pending();
    const withSpaces = ` ${second.slice(0, 5).toLowerCase()} ${second.slice(5)} `;
    const answer = await spaced.json("/inbox/api/auth/two-factor/verify-backup-code", {
      body: { code: withSpaces },
    });
    expect(answer.status).toBe(200);
    // Once used, in any spelling, it is refused.
    const again = await pending();
    const reused = await again.json("/inbox/api/auth/two-factor/verify-backup-code", {
      body: { code: first },
    });
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe("recovery_code_invalid");
  });

  it("names the kind of code that failed", async () => {
    const client = await pending();
    const totp = await client.json("/inbox/api/auth/two-factor/verify-totp", { body: { code: "000000" } });
    const recovery = await client.json("/inbox/api/auth/two-factor/verify-backup-code", {
      body: { code: "ZZZZZ-ZZZZZ" },
    });
    expect(totp.status).toBe(401);
    expect(recovery.status).toBe(401);
    expect(totp.body).toEqual({
      code: "authenticator_code_invalid",
      message: expect.stringContaining("authenticator"),
    });
    expect(recovery.body).toEqual({
      code: "recovery_code_invalid",
      message: expect.stringContaining("recovery code"),
    });
  });

  it("answers the library's second-factor lock as too many attempts, with Retry-After", async () => {
    const client = await pending();
    // The state the library writes after ten failed codes in a row.
    const until = new Date(Date.now() + 600_000).toISOString();
    await db.exec(`UPDATE "staff_two_factor" SET "failedVerificationCount" = 10, "lockedUntil" = '${until}'`);
    const locked = await client.json("/inbox/api/auth/two-factor/verify-totp", {
      body: { code: totpCode(totpUri) },
    });
    await db.exec(`UPDATE "staff_two_factor" SET "failedVerificationCount" = 0, "lockedUntil" = NULL`);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ code: "too_many_attempts", message: expect.any(String) });
    const retryAfter = Number(locked.response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(540);
    expect(retryAfter).toBeLessThanOrEqual(600);
  });
});
