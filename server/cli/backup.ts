// `npm run backup [-- verify | list]`: takes a backup of the SQLite path now, while the
// server serves; checks that the latest one restores; or lists them.
// Exit status: 0 done (or verified good), 1 failed (one line), 2 usage.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { resolveAuthSecret } from "#server/auth/secret.ts";
import { listSnapshots } from "#server/ops/backup/snapshots.ts";
import { takeBackup } from "#server/ops/backup/take-backup.ts";
import { verifyBackup } from "#server/ops/backup/verify-backup.ts";
import { backupContext } from "./backup-context.ts";
import { CommandFailure, runCommand, UsageError } from "./usage.ts";

const USAGE = `Usage: npm run backup [-- verify | list]
  (none)   take a backup now: database, auth secret and documents, into BACKUP_REPOSITORY
  verify   check the repository, restore the latest backup to a temporary folder and prove it whole
  list     the backups kept, oldest first`;

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

async function main([command, ...rest]: string[]): Promise<void> {
  if (rest.length > 0 || (command !== undefined && !["verify", "list"].includes(command)))
    throw new UsageError(`unknown arguments: ${[command, ...rest].join(" ")}`);
  const context = backupContext(process.env, "backup");
  if (command === "list") {
    for (const snapshot of await listSnapshots(context.target))
      console.log(`${snapshot.shortId}  ${snapshot.time}`);
    return;
  }
  if (command === "verify") {
    const report = await verifyBackup(context.target, resolve(context.sqlitePath));
    console.log(report.verdict);
    if (!report.ok) process.exitCode = 1;
    return;
  }
  if (!existsSync(resolve(context.sqlitePath)))
    throw new CommandFailure(
      `no database at ${resolve(context.sqlitePath)} (set SQLITE_PATH as for the server)`,
    );
  const authSecret = resolveAuthSecret({ AUTH_SECRET: context.authSecret, SQLITE_PATH: context.sqlitePath });
  const report = await takeBackup({ ...context, authSecret });
  console.log(
    `backup ${report.snapshot} taken in ${report.seconds.toFixed(1)} s: database copied in ` +
      `${report.snapshotSeconds.toFixed(1)} s, writes waited at most ${report.longestWriteWaitMs.toFixed(0)} ms; ` +
      `${report.filesNew} new files, ${megabytes(report.bytesAdded)} added to the repository`,
  );
}

await runCommand("backup", USAGE, main);
