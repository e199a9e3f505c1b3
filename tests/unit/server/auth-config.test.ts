import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { siteOrigin } from "#server/auth/origins/origins.ts";
import { passwordProblem } from "#server/auth/passwords/password-policy.ts";
import { resolveAuthSecret } from "#server/auth/secret.ts";
import { loadConfig } from "#server/config.ts";

describe("staff sign-in configuration", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("requires AUTH_SECRET and PUBLIC_SITE_URL in production, and keeps the limits on there", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET: is required in production/);
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /PUBLIC_SITE_URL: is required in production/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: "production",
        AUTH_SECRET: "x".repeat(40),
        PUBLIC_SITE_URL: "https://ucp.example",
        AUTH_LIMITS: "off",
      }),
    ).toThrow(/AUTH_LIMITS: cannot be off in production/);
    expect(() => loadConfig({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET: must be at least 32 characters/);
    const config = loadConfig({
      NODE_ENV: "production",
      AUTH_SECRET: "x".repeat(40),
      PUBLIC_SITE_URL: "https://ucp.example/path",
    });
    expect(siteOrigin(config)).toBe("https://ucp.example");
  });

  it("generates a development secret once, readable by its owner only, and reuses it", () => {
    const dir = mkdtempSync(join(tmpdir(), "ucp-auth-secret-"));
    dirs.push(dir);
    const config = { AUTH_SECRET: undefined, SQLITE_PATH: join(dir, "ucp.sqlite") };
    const first = resolveAuthSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveAuthSecret(config)).toBe(first);
    expect(readFileSync(join(dir, "auth-secret"), "utf8").trim()).toBe(first);
    expect(statSync(join(dir, "auth-secret")).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret({ ...config, AUTH_SECRET: "y".repeat(40) })).toBe("y".repeat(40));
  });

  it("refuses short, over-long and common passwords", () => {
    expect(passwordProblem("elevenchars")).toBe("too_short");
    expect(passwordProblem("x".repeat(129))).toBe("too_long");
    expect(passwordProblem("1qaz2wsx3edc")).toBe("common");
    expect(passwordProblem("1QAZ2WSX3EDC")).toBe("common");
    expect(passwordProblem("correct horse battery staple 42")).toBeUndefined();
  });
});
