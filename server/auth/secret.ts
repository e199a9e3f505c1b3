import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { Config } from "#server/config.ts";

/**
 * AUTH_SECRET when set (production requires it, config.ts). Otherwise, for local
 * development, a random secret generated once and kept in `auth-secret` beside the SQLite
 * file (mode 600), so sessions survive a restart and the operator commands agree with
 * the server.
 */
export function resolveAuthSecret(config: Pick<Config, "AUTH_SECRET" | "SQLITE_PATH">): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = join(dirname(resolve(config.SQLITE_PATH)), "auth-secret");
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not there yet: made below.
  }
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  try {
    // wx: two processes starting at once cannot overwrite each other's secret.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  } catch {
    return readFileSync(file, "utf8").trim();
  }
}
