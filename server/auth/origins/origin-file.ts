import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { Config } from "#server/config.ts";

/**
 * Without PUBLIC_SITE_URL the staff links' origin is this machine on the server's port.
 * The server notes the port it listens on beside the SQLite file, so an operator command
 * run without the server's PORT still prints links that open (`npm run staff -- invite`
 * after `PORT=4000 npm start`). PUBLIC_SITE_URL, or PORT given to the command, wins.
 */
function originFile(config: Pick<Config, "SQLITE_PATH">): string {
  return join(dirname(resolve(config.SQLITE_PATH)), "server-origin");
}

export function noteServerOrigin(
  config: Pick<Config, "SQLITE_PATH" | "PUBLIC_SITE_URL">,
  port: number,
): void {
  if (config.PUBLIC_SITE_URL) return;
  try {
    writeFileSync(originFile(config), `http://localhost:${port}\n`);
  } catch {
    // Only a convenience for the operator commands: the server runs without it.
  }
}

/** The origin a server on this database noted, when the command was given no PORT. */
export function notedServerOrigin(
  config: Pick<Config, "SQLITE_PATH" | "PUBLIC_SITE_URL">,
  env: NodeJS.ProcessEnv,
): string | undefined {
  if (config.PUBLIC_SITE_URL || env.PORT) return undefined;
  try {
    const noted = readFileSync(originFile(config), "utf8").trim();
    return /^http:\/\/localhost:\d{1,5}$/.test(noted) ? noted : undefined;
  } catch {
    return undefined;
  }
}
