import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";
import { startServer, type TestServer, VALID_SUBMISSION } from "#tests/support/servers/test-server.ts";
import { INBOX_API_ROUTES } from "#tests/support/staff/inbox-routes.ts";
import {
  linkToken,
  STRONG_PASSWORD,
  type StaffClient,
  staffClient,
  staffInProcess,
} from "#tests/support/staff/staff.ts";

// Without a signed-in session (401), or with one that has not passed a second factor
// (403), no inbox route reads or changes anything, and every answer is private
// (no-store, noindex) in the inbox API's one error shape.

const ORIGIN = "http://inbox.test";

describe.each(DATABASE_KINDS)("inbox API refusals on %s", (kind) => {
  let db: TestDatabase;
  let api: TestServer;
  let half: StaffClient;

  beforeAll(async () => {
    db = await createTestDatabase(kind, "inbox_guard");
    const env = { ...db.env, PUBLIC_SITE_URL: ORIGIN, AUTH_SECRET: "s".repeat(40) };
    api = await startServer(env);
    expect((await api.post(VALID_SUBMISSION)).status).toBe(201);
    // Invited, password set, signed in with the link: a session without a second factor.
    const invited = await staffInProcess(["invite", "half@example.com"], env);
    const token = linkToken(invited.stdout);
    half = staffClient(api.base, ORIGIN);
    await half.json("/inbox/api/invitations/accept", { body: { token, password: STRONG_PASSWORD } });
    const signIn = await half.json("/inbox/api/auth/sign-in/email", {
      body: { email: "half@example.com", password: STRONG_PASSWORD },
      headers: { "x-invitation-token": token },
    });
    expect(signIn.status).toBe(200);
  });
  afterAll(async () => {
    await api?.close();
    db?.dispose();
  });

  const unchanged = async () => {
    const [row] = await db.query(
      "SELECT status, (SELECT count(*) FROM inquiry_history) AS history FROM contact_submissions",
    );
    expect(row).toMatchObject({ status: "new" });
    expect(Number(row?.history)).toBe(0);
    expect(await db.rows()).toHaveLength(1);
  };

  it.each(INBOX_API_ROUTES)("$method $path answers 401, then 403, and changes nothing", async (route) => {
    for (const [client, status, code] of [
      [staffClient(api.base, ORIGIN), 401, "unauthenticated"],
      [half, 403, "second_factor_required"],
    ] as const) {
      const response = await client.call(route.path, { method: route.method, body: route.body });
      expect([route.path, response.status]).toEqual([route.path, status]);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-robots-tag")).toContain("noindex");
      expect(await response.json()).toEqual({ code, message: expect.any(String) });
      await unchanged();
    }
  });
});
