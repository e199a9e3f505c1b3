// Stops and starts a running throwaway PostgreSQL (tests/support/database/postgres.ts) on the
// same data directory and port, with pg_ctl, as the unprivileged user that owns it:
// what an operator's restart, or a crash, looks like to the server.
import { spawnSync } from "node:child_process";
import { statSync } from "node:fs";
import { dirname, join } from "node:path";
import { type PostgresServer, withClient } from "#tests/support/database/postgres.ts";

export interface PostgresControl {
  /** `fast` rolls back and disconnects everyone; `immediate` is a crash (WAL replay on start). */
  stop(mode: "fast" | "immediate"): void;
  start(): void;
  /** Stops a server this control started; the original one is stopped by its own stop(). */
  release(): void;
}

export async function controlPostgres(server: PostgresServer): Promise<PostgresControl> {
  const settings = await withClient(server.adminUrl, async (client) => {
    const read = async (sql: string) => String((await client.query(sql)).rows[0]?.value);
    return {
      dataDir: await read("SELECT current_setting('data_directory') AS value"),
      socketDir: await read("SELECT current_setting('unix_socket_directories') AS value"),
      maxConnections: await read("SELECT current_setting('max_connections') AS value"),
      binDir: await read("SELECT setting AS value FROM pg_config WHERE name = 'BINDIR'"),
    };
  });
  const { uid, gid } = statSync(settings.dataDir);
  const pgCtl = (args: string[]) => {
    const result = spawnSync(join(settings.binDir, "pg_ctl"), ["-D", settings.dataDir, ...args], {
      uid,
      gid,
      encoding: "utf8",
      timeout: 60_000,
    });
    if (result.status !== 0) throw new Error(`pg_ctl ${args[0]} failed: ${result.stderr || result.error}`);
  };
  let ours = false;
  // A runner that dies while the restarted server runs must not leave it behind.
  const onExit = () => {
    if (ours)
      spawnSync(join(settings.binDir, "pg_ctl"), ["-D", settings.dataDir, "stop", "-m", "immediate"], {
        uid,
        gid,
      });
  };
  process.on("exit", onExit);
  return {
    stop(mode) {
      pgCtl(["stop", "-w", "-m", mode]);
      ours = false;
    },
    start() {
      const options = [
        "-c listen_addresses=127.0.0.1",
        `-c port=${server.port}`,
        `-c unix_socket_directories=${settings.socketDir}`,
        `-c max_connections=${settings.maxConnections}`,
      ].join(" ");
      pgCtl(["start", "-w", "-l", join(dirname(settings.dataDir), "restarted.log"), "-o", options]);
      ours = true;
    },
    release() {
      if (ours) pgCtl(["stop", "-w", "-m", "fast"]);
      ours = false;
      process.off("exit", onExit);
    },
  };
}
