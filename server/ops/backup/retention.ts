/** How many backups restic keeps of each age; older ones are forgotten and pruned. */
export interface Retention {
  hourly: number;
  daily: number;
  weekly: number;
  monthly: number;
}

/** A day of hourly backups, a week of daily ones, a month of weekly ones, a year of monthly ones. */
export const DEFAULT_RETENTION: Retention = { hourly: 24, daily: 7, weekly: 5, monthly: 12 };

export const retentionArguments = (keep: Retention): string[] => [
  "--keep-hourly",
  String(keep.hourly),
  "--keep-daily",
  String(keep.daily),
  "--keep-weekly",
  String(keep.weekly),
  "--keep-monthly",
  String(keep.monthly),
];
