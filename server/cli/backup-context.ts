import { ConfigError, loadConfig } from "#server/config.ts";
import type { ResticTarget } from "#server/ops/backup/restic.ts";
import type { Retention } from "#server/ops/backup/retention.ts";
import { CommandFailure } from "./usage.ts";

export interface BackupContext {
  target: ResticTarget;
  sqlitePath: string;
  authSecret: string | undefined;
  retention: Retention;
}

const BACKUP_VARIABLES = [
  "DATABASE_URL",
  "SQLITE_PATH",
  "AUTH_SECRET",
  "BACKUP_REPOSITORY",
  "BACKUP_PASSWORD",
  "BACKUP_KEEP",
] as const;

/**
 * The backup and restore commands read only the settings they use: a mail setting they do
 * not need must not stop a restore after a disaster. On PostgreSQL, pgBackRest backs up.
 */
export function backupContext(env: NodeJS.ProcessEnv, command: string): BackupContext {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(Object.fromEntries(BACKUP_VARIABLES.map((name) => [name, env[name] || undefined])));
  } catch (error) {
    if (error instanceof ConfigError) throw new CommandFailure(error.message.replace(/\s*\n\s*/g, " "));
    throw error;
  }
  if (config.DATABASE_URL)
    throw new CommandFailure(
      `on PostgreSQL, pgBackRest takes the backups (pgbackrest --stanza=ucp ${command === "restore" ? "restore" : "backup"}; see the README's Backups section)`,
    );
  if (!config.BACKUP_REPOSITORY || !config.BACKUP_PASSWORD)
    throw new CommandFailure("set BACKUP_REPOSITORY and BACKUP_PASSWORD (see the README's Backups section)");
  return {
    target: { repository: config.BACKUP_REPOSITORY, password: config.BACKUP_PASSWORD },
    sqlitePath: config.SQLITE_PATH,
    authSecret: config.AUTH_SECRET,
    retention: config.BACKUP_KEEP,
  };
}
