import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";
import { startServer, type TestServer } from "#tests/support/servers/test-server.ts";
import { linkToken, runStaff, staffClient } from "#tests/support/staff/staff.ts";

// `npm run staff` as the operator runs it, and the headers of everything under /inbox.

// Each test runs the operator command (a Node process) and hashes passwords: on a busy
// machine that takes longer than the default.
vi.setConfig({ testTimeout: 90_000 });

const ORIGIN = "http://localhost:4996";

describe.each(DATABASE_KINDS)("npm run staff on %s", (kind) => {
  let db: TestDatabase;
  let api: TestServer;
  let env: Record<string, string>;

  beforeAll(async () => {
    db = await createTestDatabase(kind, "staff_cli");
    env = { ...db.env, PUBLIC_SITE_URL: ORIGIN, AUTH_SECRET: "c".repeat(40) };
    api = await startServer(env);
  });
  afterAll(async () => {
    await api?.close();
    db?.dispose();
  });

  it("answers bad arguments with the usage and exit status 2", async () => {
    for (const args of [[], ["frobnicate"], ["invite"], ["invite", "not-an-address"], ["list", "extra"]]) {
      const result = await runStaff(args, env);
      expect([args.join(" "), result.code]).toEqual([args.join(" "), 2]);
      expect(result.stderr).toContain("Usage: npm run staff");
    }
  });

  it("invites, lists, refuses a second invitation, resets the factors with a new link, revokes", async () => {
    const invited = await runStaff(["invite", "Lin@Example.com", "--name", "Lin Ma"], env);
    expect(invited.code).toBe(0);
    expect(invited.stdout).toContain("valid 72 hours");
    const first = linkToken(invited.stdout);
    expect(invited.stdout).toContain(`${ORIGIN}/inbox/invitation?token=${first}`);

    const listed = await runStaff(["list"], env);
    expect(listed.stdout).toMatch(/lin@example\.com\tLin Ma\tinvited\t0\t0/);

    const again = await runStaff(["invite", "lin@example.com"], env);
    expect(again.code).toBe(1);
    expect(again.stderr.trim().split("\n")).toHaveLength(1);

    const client = staffClient(api.base, ORIGIN);
    expect((await client.json("/inbox/api/invitations/check", { body: { token: first } })).status).toBe(200);
    const reset = await runStaff(["reset-mfa", "lin@example.com"], env);
    expect(reset.code).toBe(0);
    const second = linkToken(reset.stdout);
    expect((await client.json("/inbox/api/invitations/check", { body: { token: first } })).status).toBe(404);
    const check = await client.json("/inbox/api/invitations/check", { body: { token: second } });
    expect(check.body).toEqual({ email: "lin@example.com", name: "Lin Ma" });

    const revoked = await runStaff(["revoke", "lin@example.com"], env);
    expect(revoked.code).toBe(0);
    expect((await client.json("/inbox/api/invitations/check", { body: { token: second } })).status).toBe(404);
    expect((await runStaff(["list"], env)).stdout).toMatch(/lin@example\.com\tLin Ma\trevoked/);
    const unknown = await runStaff(["revoke", "nobody@example.com"], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toBe("staff: no staff account for nobody@example.com");

    const audit = await db.query(
      "SELECT event FROM staff_audit_events WHERE subject = 'lin@example.com' ORDER BY id",
    );
    expect(audit.map((row) => row.event)).toEqual([
      "invitation_created",
      "account_updated",
      "invitation_created",
      "access_revoked",
    ]);
  });

  it("sends everything under /inbox with no-store, noindex and a CSP without unsafe-inline", async () => {
    for (const path of ["/inbox", "/inbox/sign-in", "/inbox/api/session", "/inbox/api/nothing-here"]) {
      // At 127.0.0.1 the pages redirect to PUBLIC_SITE_URL: the redirect carries the same headers.
      const response = await fetch(`${api.base}${path}`, { redirect: "manual" });
      expect([path, response.headers.get("cache-control")]).toEqual([path, "no-store"]);
      expect(response.headers.get("x-robots-tag")).toContain("noindex");
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("unsafe-inline");
    }
  });
});
