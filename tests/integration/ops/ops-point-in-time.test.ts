import { spawnSync } from "node:child_process";
import { chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { controlPostgres } from "#tests/reliability/support/postgres-control.ts";
import { startPostgres, unprivilegedOwner, withClient } from "#tests/support/database/postgres.ts";
import { API_PATH, FORM_HEADERS, startServer, uniqueSubmission } from "#tests/support/servers/test-server.ts";

// The PostgreSQL path's backups as the README configures them: Debian's pgBackRest with WAL
// archiving (the settings of ops/pgbackrest/), a full backup, then a restore to a time.

it("restores PostgreSQL to a moment between two acknowledged inserts: exactly the first comes back", {
  timeout: 240_000,
}, async () => {
  const root = mkdtempSync(join(tmpdir(), "ucp-pgbackrest-"));
  const owner = unprivilegedOwner();
  const config = join(root, "pgbackrest.conf");
  for (const folder of ["repository", "lock", "log", "spool"]) mkdirSync(join(root, folder));
  if (owner)
    for (const folder of ["", "repository", "lock", "log", "spool"])
      chownSync(join(root, folder), owner.uid, owner.gid);
  const postgres = await startPostgres({
    settings: {
      wal_level: "replica",
      archive_mode: "on",
      archive_command: `pgbackrest --config=${config} --stanza=ucp archive-push %p`,
    },
  });
  const control = await controlPostgres(postgres);
  try {
    const { dataDir, socketDir } = await withClient(postgres.adminUrl, async (client) => ({
      dataDir: String((await client.query("SELECT current_setting('data_directory') AS v")).rows[0]?.v),
      socketDir: String(
        (await client.query("SELECT current_setting('unix_socket_directories') AS v")).rows[0]?.v,
      ),
    }));
    writeFileSync(
      config,
      [
        "[global]",
        `repo1-path=${join(root, "repository")}`,
        `lock-path=${join(root, "lock")}`,
        `log-path=${join(root, "log")}`,
        `spool-path=${join(root, "spool")}`,
        "log-level-console=warn",
        "log-level-file=off",
        "start-fast=y",
        "[ucp]",
        `pg1-path=${dataDir}`,
        `pg1-port=${postgres.port}`,
        `pg1-socket-path=${socketDir}`,
        "pg1-user=postgres",
        "",
      ].join("\n"),
    );
    const pgbackrest = (...args: string[]) => {
      const result = spawnSync("pgbackrest", [`--config=${config}`, "--stanza=ucp", ...args], {
        encoding: "utf8",
        timeout: 120_000,
        ...owner,
      });
      expect(result.status, `pgbackrest ${args.join(" ")}: ${result.stderr}${result.stdout}`).toBe(0);
    };
    pgbackrest("stanza-create");
    const url = await postgres.createDatabase("pitr");
    const server = await startServer({ DATABASE_URL: url });
    const insert = async (name: string) =>
      (
        await fetch(`${server.base}${API_PATH}`, {
          method: "POST",
          headers: FORM_HEADERS,
          body: JSON.stringify(uniqueSubmission({ name })),
        })
      ).status;
    await insert("Before the backup");
    pgbackrest("backup", "--type=full");
    // pgBackRest keeps a backup's stop time in whole seconds and restores only to a time a
    // whole second past it: the inserts below come from then on, as on any real schedule.
    const nextSecond = (Math.floor(Date.now() / 1000) + 2) * 1000;
    while (Date.now() < nextSecond)
      await new Promise((resolve) => setTimeout(resolve, nextSecond - Date.now()));
    expect(await insert("First")).toBe(201);
    const between = await withClient(url, async (client) =>
      String(
        (
          await client.query(
            "SELECT to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') AS t",
          )
        ).rows[0]?.t,
      ),
    );
    expect(await insert("Second")).toBe(201);
    await server.close();
    // The segment holding both inserts is closed and archived, as archive_timeout does in production.
    pgbackrest("check");
    control.stop("fast");
    pgbackrest("restore", "--delta", "--type=time", `--target=${between}+00`, "--target-action=promote");
    control.start();
    const names = await withClient(url, async (client) =>
      (await client.query("SELECT name FROM contact_submissions ORDER BY id")).rows.map((row) => row.name),
    );
    expect(names).toEqual(["Before the backup", "First"]);
  } finally {
    control.release();
    await postgres.stop();
    rmSync(root, { recursive: true, force: true });
  }
});
