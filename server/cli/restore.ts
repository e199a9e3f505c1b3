// `npm run restore -- latest | <snapshot id> | <time>`: restores a backup into the empty
// data directory that SQLITE_PATH names, then says what it restored.
// Exit status: 0 restored, 1 failed (one line), 2 usage.
import { describeCounts } from "#server/ops/backup/data-counts.ts";
import { restoreBackup } from "#server/ops/backup/restore-backup.ts";
import { backupContext } from "./backup-context.ts";
import { runCommand, UsageError } from "./usage.ts";

const USAGE = `Usage: npm run restore -- latest | <snapshot id> | <time>
  latest          the newest backup
  <snapshot id>   one listed by npm run backup -- list
  <time>          the newest backup taken at or before it, e.g. 2026-11-26T21:00:00Z
The data directory (where SQLITE_PATH points) must be empty or absent.`;

async function main(args: string[]): Promise<void> {
  const [which, ...rest] = args;
  if (which === undefined || rest.length > 0) throw new UsageError("give one backup to restore");
  const context = backupContext(process.env, "restore");
  const report = await restoreBackup(context.target, which, context.sqlitePath);
  console.log(
    `restored backup ${report.snapshot.shortId} of ${report.snapshot.time} in ${report.seconds.toFixed(1)} s: ${describeCounts(report.counts)}`,
  );
  if (context.authSecret)
    console.log(
      "AUTH_SECRET is set: it must be the value the backup was taken with, or second factors fail.",
    );
}

await runCommand("restore", USAGE, main);
