import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { configProblem } from "#tests/support/servers/config-problem.ts";

// The backup settings are checked at start with messages that name the variable.

const REPOSITORY = { BACKUP_REPOSITORY: "/srv/backups/ucp", BACKUP_PASSWORD: "a long repository password" };

describe("backup configuration", () => {
  it("is off by default, keeping 24 hourly, 7 daily, 5 weekly and 12 monthly backups", () => {
    const config = loadConfig({});
    expect(config.BACKUP_INTERVAL).toBe("off");
    expect(config.BACKUP_KEEP).toEqual({ hourly: 24, daily: 7, weekly: 5, monthly: 12 });
  });

  it("reads intervals in seconds, minutes, hours and days, and retention counts", () => {
    expect(loadConfig({ ...REPOSITORY, BACKUP_INTERVAL: "1h" }).BACKUP_INTERVAL).toBe(3_600_000);
    expect(loadConfig({ ...REPOSITORY, BACKUP_INTERVAL: "30m" }).BACKUP_INTERVAL).toBe(1_800_000);
    expect(loadConfig({ ...REPOSITORY, BACKUP_INTERVAL: "1d" }).BACKUP_INTERVAL).toBe(86_400_000);
    expect(loadConfig({ BACKUP_KEEP: "0, 14, 8, 24" }).BACKUP_KEEP).toEqual({
      hourly: 0,
      daily: 14,
      weekly: 8,
      monthly: 24,
    });
  });

  it.each([
    [{ BACKUP_REPOSITORY: "/srv/b" }, "BACKUP_PASSWORD: is required when BACKUP_REPOSITORY is set"],
    [{ BACKUP_INTERVAL: "1h" }, "BACKUP_REPOSITORY: is required when BACKUP_INTERVAL is set"],
    [{ ...REPOSITORY, BACKUP_INTERVAL: "5s" }, 'BACKUP_INTERVAL: must be "off" or a duration'],
    [{ ...REPOSITORY, BACKUP_INTERVAL: "hourly" }, 'BACKUP_INTERVAL: must be "off" or a duration'],
    [
      { ...REPOSITORY, BACKUP_INTERVAL: "1h", DATABASE_URL: "postgres://u@db/ucp" },
      "BACKUP_INTERVAL: is for SQLite; on PostgreSQL schedule pgBackRest",
    ],
    [{ BACKUP_KEEP: "24,0,5,12" }, "BACKUP_KEEP: must be four counts"],
    [{ BACKUP_KEEP: "24,7" }, "BACKUP_KEEP: must be four counts"],
  ])("refuses %o", (env, message) => {
    expect(configProblem(env)).toContain(message);
  });
});
