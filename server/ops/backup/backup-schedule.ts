import type { FastifyBaseLogger } from "fastify";
import { resolveAuthSecret } from "#server/auth/secret.ts";
import type { Config } from "#server/config.ts";
import { repeatEvery, type Schedule } from "#server/schedule.ts";
import { takeBackup } from "./take-backup.ts";

/**
 * BACKUP_INTERVAL: the server backs its SQLite path up itself, one backup at a time; a
 * backup that fails is logged at error level and tried again at the next interval. On
 * PostgreSQL pgBackRest's own schedule does this (config.ts refuses the setting there).
 */
export function scheduleBackups(config: Config, log: FastifyBaseLogger): Schedule {
  const every = config.BACKUP_INTERVAL;
  if (every === "off" || !config.BACKUP_REPOSITORY || !config.BACKUP_PASSWORD)
    return { stop: async () => undefined };
  const target = { repository: config.BACKUP_REPOSITORY, password: config.BACKUP_PASSWORD };
  const authSecret = resolveAuthSecret(config);
  const backup = () =>
    takeBackup({ sqlitePath: config.SQLITE_PATH, authSecret, target, retention: config.BACKUP_KEEP }).then(
      (report) => log.info({ backup: report }, "backup taken"),
      (error: unknown) => log.error({ err: error }, "backup failed"),
    );
  return repeatEvery(every, backup, { atStart: false, whileRunning: "skip" });
}
