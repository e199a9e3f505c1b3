// The built site that servers in tests, the reliability suite and benchmarks serve.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";

export const ROOT = resolve(import.meta.dirname, "../../..");
export const SITE_DIR = join(ROOT, "build/client");

/**
 * `npm test` builds before the tests run; someone running one test file, a benchmark or
 * the reliability suite alone may have no build yet. Builds at most once, even with
 * test files in parallel; `showOutput` lets the build print as it goes.
 */
export function ensureBuild({ showOutput = false } = {}): void {
  const built = () =>
    existsSync(join(SITE_DIR, "index.html")) && existsSync(join(ROOT, "build/security.json"));
  if (built()) return;
  const lock = join(ROOT, "node_modules/.cache/site-test-build.lock");
  mkdirSync(join(lock, ".."), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock); // Atomic: only one test file wins and builds.
      break;
    } catch {
      if (built()) return;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    if (built()) return;
    if (showOutput) console.log("No build in build/client: running `npm run build` first.");
    const result = spawnSync("npm", ["run", "build"], {
      cwd: ROOT,
      encoding: "utf8",
      stdio: showOutput ? "inherit" : "pipe",
    });
    if (result.status !== 0)
      throw new Error(`npm run build failed:\n${result.stdout ?? ""}\n${result.stderr ?? ""}`);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
