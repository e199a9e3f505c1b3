import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { staleReason } from "#scripts/site-build/build-freshness.ts";
import { publicEnvFingerprint } from "#scripts/site-build/public-env.ts";
import { buildServer } from "#server/app.ts";
import { ConfigError, loadConfig } from "#server/config.ts";

const temporary: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "ucp-startup-"));
  temporary.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("configuration errors name the variable", () => {
  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["LOG_LEVEL", "loud"],
  ])("%s=%s", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });
});

describe("a server without a usable build stops at once, saying what to run", () => {
  it("when SITE_DIR holds no site", async () => {
    const dir = tempDir();
    const start = buildServer(loadConfig({ SITE_DIR: dir, LOG_LEVEL: "silent" }));
    await expect(start).rejects.toThrow(/npm run build/);
  });

  it("when the build has no security manifest (built without the postbuild step)", async () => {
    const dir = tempDir();
    mkdirSync(join(dir, "client"));
    writeFileSync(join(dir, "client/index.html"), "<!doctype html><title>x</title>");
    const start = buildServer(loadConfig({ SITE_DIR: join(dir, "client"), LOG_LEVEL: "silent" }));
    await expect(start).rejects.toThrow(/security\.json is missing.*npm run build/);
  });
});

describe("npm start rebuilds a stale build", () => {
  /** A repository with one source file and a build made at `builtAt` (seconds). */
  function fixture(builtAt: number, sourceAt: number): string {
    const root = tempDir();
    mkdirSync(join(root, "app/routes"), { recursive: true });
    mkdirSync(join(root, "build/client"), { recursive: true });
    writeFileSync(join(root, "app/routes/home.tsx"), "export default null;");
    writeFileSync(join(root, "build/client/index.html"), "<!doctype html>");
    writeFileSync(
      join(root, "build/security.json"),
      JSON.stringify({ publicEnvFingerprint: publicEnvFingerprint() }),
    );
    for (const path of ["app/routes/home.tsx", "app/routes", "app"])
      utimesSync(join(root, path), sourceAt, sourceAt);
    utimesSync(join(root, "build/client/index.html"), builtAt, builtAt);
    return root;
  }

  it("keeps a build newer than every source", async () => {
    expect(await staleReason(fixture(2_000_000, 1_000_000))).toBeUndefined();
  });

  it("rebuilds after a source was edited", async () => {
    expect(await staleReason(fixture(1_000_000, 2_000_000))).toMatch(/app.*changed since the last build/);
  });

  it("builds when there is no build, or no manifest", async () => {
    const root = fixture(2_000_000, 1_000_000);
    rmSync(join(root, "build/security.json"));
    expect(await staleReason(root)).toMatch(/security\.json/);
    rmSync(join(root, "build/client/index.html"));
    expect(await staleReason(root)).toBe("no build yet");
  });

  it("rebuilds when the PUBLIC_* settings differ from the build's", async () => {
    const root = fixture(2_000_000, 1_000_000);
    writeFileSync(join(root, "build/security.json"), JSON.stringify({ publicEnvFingerprint: "other" }));
    expect(await staleReason(root)).toMatch(/PUBLIC_/);
  });
});
