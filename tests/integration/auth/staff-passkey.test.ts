import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";
import { startServer, type TestServer } from "#tests/support/servers/test-server.ts";
import { softPasskey } from "#tests/support/staff/soft-passkey.ts";
import { enrolStaff, runStaff, STRONG_PASSWORD, staffClient } from "#tests/support/staff/staff.ts";

// Passkey sign-in through the server's real WebAuthn checks, and the refusal a revoked
// member gets: the same status and shape as the password path's, never a 500.

vi.setConfig({ testTimeout: 90_000 });

const ORIGIN = "http://localhost:4993";

describe.each(DATABASE_KINDS)("passkey sign-in on %s", (kind) => {
  let db: TestDatabase;
  let api: TestServer;
  let env: Record<string, string>;

  beforeAll(async () => {
    db = await createTestDatabase(kind, "staff_passkey");
    env = { ...db.env, PUBLIC_SITE_URL: ORIGIN, AUTH_SECRET: "k".repeat(40) };
    api = await startServer(env);
  });
  afterAll(async () => {
    await api?.close();
    db?.dispose();
  });

  const passkeySignIn = async (key: ReturnType<typeof softPasskey>) => {
    const client = staffClient(api.base, ORIGIN);
    const options = await client.json<{ challenge: string }>(
      "/inbox/api/auth/passkey/generate-authenticate-options",
    );
    expect(options.status).toBe(200);
    const answer = await client.json("/inbox/api/auth/passkey/verify-authentication", {
      body: key.authenticate(options.body),
    });
    return { client, answer };
  };

  it("signs in with a passkey, and refuses a revoked member as the password path does", async () => {
    const email = "keys@example.com";
    const { client } = await enrolStaff(api.base, ORIGIN, env, email);
    const key = softPasskey(ORIGIN, "localhost");
    const options = await client.json<{ challenge: string }>(
      "/inbox/api/auth/passkey/generate-register-options",
    );
    expect(options.status).toBe(200);
    const added = await client.json("/inbox/api/auth/passkey/verify-registration", {
      body: key.register(options.body),
    });
    expect(added.status).toBe(200);

    const signedIn = await passkeySignIn(key);
    expect(signedIn.answer.status).toBe(200);
    expect((await signedIn.client.json("/inbox/api/staff/me")).status).toBe(200);

    expect((await runStaff(["revoke", email], env)).code).toBe(0);
    const password = await staffClient(api.base, ORIGIN).json("/inbox/api/auth/sign-in/email", {
      body: { email, password: STRONG_PASSWORD },
    });
    const refused = await passkeySignIn(key);
    expect(refused.answer.status).toBe(password.status);
    expect(refused.answer.status).toBe(401);
    expect(refused.answer.body).toEqual({ code: "passkey_refused", message: expect.any(String) });
    expect((await refused.client.json("/inbox/api/staff/me")).status).toBe(401);
  });
});
