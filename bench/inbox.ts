// The inbox benchmark alone (`node bench/inbox.ts`); `npm run bench:api` runs it too.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { silentLogger } from "#server/logger.ts";
import { openStore } from "#server/store/index.ts";
import { startPostgres, withClient } from "#tests/support/database/postgres.ts";
import { benchInbox } from "./support/inbox-bench.ts";

process.removeAllListeners("warning");
const { DatabaseSync } = await import("node:sqlite");

/** Runs the inbox benchmark on a fresh SQLite file and a fresh PostgreSQL database. */
export async function runInboxBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "ucp-bench-inbox-"));
  const path = join(dir, "inbox.sqlite");
  const sqlite = await openStore({ SQLITE_PATH: path }, silentLogger);
  try {
    await benchInbox(
      "sqlite",
      sqlite,
      {
        kind: "sqlite",
        exec: async (sql) => {
          const db = new DatabaseSync(path, { timeout: 60_000 });
          try {
            db.exec(sql);
          } finally {
            db.close();
          }
        },
      },
      { SQLITE_PATH: path },
    );
  } finally {
    await sqlite.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const server = await startPostgres();
  try {
    const url = await server.createDatabase("bench_inbox");
    const pg = await openStore({ DATABASE_URL: url, SQLITE_PATH: "" }, silentLogger);
    try {
      await benchInbox(
        "postgres",
        pg,
        {
          kind: "postgres",
          exec: (sql) => withClient(url, async (client) => void (await client.query(sql))),
        },
        { DATABASE_URL: url },
      );
    } finally {
      await pg.close();
    }
  } finally {
    await server.stop();
  }
}

if (import.meta.main) await runInboxBench();
