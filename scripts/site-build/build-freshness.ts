import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * Decides whether `npm start` must build first, so an edit made since the last
 * build is never served stale. Compares modification times of everything the
 * build reads with the build's own, and the PUBLIC_* settings with those the
 * build was made with.
 */

/** Everything `npm run build` reads, relative to the repository root; nothing under server/ is among it. */
const BUILD_INPUTS = [
  "app",
  "common",
  "public",
  "react-router.config.ts",
  "vite.config.ts",
  "vite.island.config.ts",
  "vite.staff.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  "scripts/postbuild.ts",
  "scripts/site-build",
];

/** Why the build must be (re)made, or undefined when it is up to date. */
export async function staleReason(root: string): Promise<string | undefined> {
  const built = join(root, "build/client/index.html");
  const manifest = join(root, "build/security.json");
  if (!existsSync(built)) return "no build yet";
  if (!existsSync(manifest)) return "build/security.json is missing";
  const builtAt = statSync(built).mtimeMs;
  const dotEnvFiles = readdirSync(root).filter((name) => name.startsWith(".env"));
  for (const input of [...BUILD_INPUTS, ...dotEnvFiles]) {
    const newer = newestFile(join(root, input));
    if (newer && newer.mtimeMs > builtAt) return `${newer.path} changed since the last build`;
  }
  const fingerprint = await currentPublicEnvFingerprint();
  if (fingerprint !== undefined) {
    const builtWith = (JSON.parse(readFileSync(manifest, "utf8")) as { publicEnvFingerprint?: string })
      .publicEnvFingerprint;
    if (builtWith !== fingerprint) return "the PUBLIC_* settings differ from the build's";
  }
  return undefined;
}

function newestFile(path: string): { path: string; mtimeMs: number } | undefined {
  if (!existsSync(path)) return undefined;
  const stat = statSync(path);
  if (!stat.isDirectory()) return { path, mtimeMs: stat.mtimeMs };
  // Directories count too: deleting a file changes only its directory's time.
  let newest = { path, mtimeMs: stat.mtimeMs };
  for (const name of readdirSync(path, { recursive: true, encoding: "utf8" })) {
    const child = join(path, name);
    const mtimeMs = statSync(child, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (mtimeMs > newest.mtimeMs) newest = { path: child, mtimeMs };
  }
  return newest;
}

/** Undefined where Vite (a dev dependency) is not installed: a deployment that ships only the build. */
async function currentPublicEnvFingerprint(): Promise<string | undefined> {
  try {
    const { publicEnvFingerprint } = await import("./public-env.ts");
    return publicEnvFingerprint();
  } catch {
    return undefined;
  }
}
