import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  type ServerProcess,
  startServer as startServerProcess,
} from "#tests/reliability/support/server-process.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";
import { eventually } from "#tests/support/servers/smtp.ts";
import { fixtureSiteDir, startServer } from "#tests/support/servers/test-server.ts";
import { enrolStaff, runStaff, STRONG_PASSWORD, staffClient, totpCode } from "#tests/support/staff/staff.ts";

// The staff screens where the README sends a newcomer: a server started with no
// PUBLIC_SITE_URL answers staff at every loopback name on its port; the operator's links
// name that port; a refused origin says so, once in the log, and never looks like a wrong
// password. With PUBLIC_SITE_URL set, staff pages at another host redirect there.

vi.setConfig({ testTimeout: 120_000 });

describe.each(DATABASE_KINDS)("staff origins on %s", (kind) => {
  let db: TestDatabase;
  let server: ServerProcess;
  let port: number;
  let dir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    db = await createTestDatabase(kind, "staff_origins");
    dir = mkdtempSync(join(tmpdir(), "ucp-origins-"));
    // As the README has it: no PUBLIC_SITE_URL, the server's own default host.
    env = {
      ...db.env,
      AUTH_SECRET: "o".repeat(40),
      ...(db.env.SQLITE_PATH ? {} : { SQLITE_PATH: join(dir, "x.sqlite") }),
    };
    // HOST=localhost is the default; the helper would otherwise pin 127.0.0.1.
    server = await startServerProcess({ ...env, HOST: "localhost", SITE_DIR: fixtureSiteDir() });
    port = server.port;
  });
  afterAll(async () => {
    await server?.stop();
    db?.dispose();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const at = (name: string) => `http://${name}:${port}`;
  const refusedLines = () =>
    server
      .output()
      .split("\n")
      .filter((line) => line.includes("Staff request refused"));

  it("enrols at 127.0.0.1 from a link on the server's port, and signs in at every loopback name", async () => {
    const email = "newcomer@example.com";
    // The operator command is given no PORT: it prints the port the server runs on.
    const { totpUri, backupCodes } = await enrolStaff(at("127.0.0.1"), at("127.0.0.1"), env, email);
    // Each code works once: the next authenticator code, then recovery codes.
    const steps: [string, string, string][] = [
      ["localhost", "verify-totp", totpCode(totpUri, 1)],
      ["[::1]", "verify-backup-code", backupCodes[0] ?? ""],
      ["127.0.0.1", "verify-backup-code", backupCodes[1] ?? ""],
    ];
    for (const [name, step, code] of steps) {
      const client = staffClient(at(name), at(name));
      const signIn = await client.json("/inbox/api/auth/sign-in/email", {
        body: { email, password: STRONG_PASSWORD },
      });
      expect([name, signIn.status, signIn.body.twoFactorRedirect]).toEqual([name, 200, true]);
      const verified = await client.json(`/inbox/api/auth/two-factor/${step}`, { body: { code } });
      expect([name, verified.status]).toEqual([name, 200]);
      expect((await client.json("/inbox/api/staff/me")).status).toBe(200);
    }
    expect(refusedLines()).toEqual([]);
  });

  it("prints invitation links for the origin and port the server uses", async () => {
    const invited = await runStaff(["invite", "link@example.com"], env);
    expect(invited.code).toBe(0);
    expect(invited.stdout).toContain(`http://localhost:${port}/inbox/invitation?token=`);
  });

  it("refuses another origin with origin_refused, naming the address, and one warning line", async () => {
    const before = refusedLines().length;
    const evil = staffClient(at("127.0.0.1"), "https://evil.example");
    const answer = await evil.json("/inbox/api/auth/sign-in/email", {
      body: { email: "newcomer@example.com", password: STRONG_PASSWORD },
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      code: "origin_refused",
      message: expect.stringContaining(`http://localhost:${port}`),
    });
    await eventually(() => refusedLines().length > before, "the warning line");
    expect(refusedLines().length).toBe(before + 1);
    expect(refusedLines().at(-1)).toContain("evil.example");
  });

  it("explains that passkeys need a host name at an IP address, and offers them at localhost", async () => {
    const ip = await staffClient(at("127.0.0.1"), at("127.0.0.1")).json(
      "/inbox/api/auth/passkey/generate-authenticate-options",
    );
    expect(ip.status).toBe(409);
    expect(ip.body).toEqual({
      code: "passkey_needs_host_name",
      message: expect.stringContaining(`http://localhost:${port}/inbox`),
    });
    const named = await staffClient(at("localhost"), at("localhost")).json(
      "/inbox/api/auth/passkey/generate-authenticate-options",
    );
    expect(named.status).toBe(200);
    expect(named.body.rpId).toBe("localhost");
  });
});

describe("staff pages with PUBLIC_SITE_URL set", () => {
  it("redirect a staff page asked for at another host to the public origin", async () => {
    const api = await startServer({ PUBLIC_SITE_URL: "http://localhost:4994", AUTH_SECRET: "q".repeat(40) });
    try {
      const page = await fetch(`${api.base}/inbox/sign-in?next=%2Finbox`, { redirect: "manual" });
      expect(page.status).toBe(308);
      expect(page.headers.get("location")).toBe("http://localhost:4994/inbox/sign-in?next=%2Finbox");
      // The API is not redirected: a refused origin is answered as such.
      const call = await fetch(`${api.base}/inbox/api/auth/sign-in/email`, {
        method: "POST",
        headers: { origin: api.base, "content-type": "application/json" },
        body: JSON.stringify({ email: "a@example.com", password: STRONG_PASSWORD }),
      });
      expect(call.status).toBe(403);
      expect(((await call.json()) as { code: string }).code).toBe("origin_refused");
    } finally {
      await api.close();
    }
  });
});
