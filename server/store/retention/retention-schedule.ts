import type { Logger } from "#server/logger.ts";
import { repeatEvery, type Schedule } from "#server/schedule.ts";
import type { InquiryRecords } from "#server/store/inquiry-types.ts";
import { cutoffBefore, describePeriod, type RetentionPeriod } from "./retention-period.ts";

const HOURLY = 60 * 60 * 1000;

/**
 * Unless RETENTION is off, inquiries older than the period are purged once at start and then
 * hourly, so none outlives the period the privacy policy states by more than an hour.
 * Purges run in the background; a failed one (database away) is retried an hour later.
 */
export function scheduleRetention(
  period: RetentionPeriod | "off",
  inquiries: InquiryRecords,
  log: Logger,
): Schedule {
  if (period === "off") {
    log.warn("Retention is off (RETENTION=off): inquiries are kept until an operator purges them.");
    return { stop: async () => undefined };
  }
  log.info(`Retention: inquiries older than ${describePeriod(period)} are purged at start and hourly.`);
  const purge = async () => {
    const cutoff = cutoffBefore(period, new Date());
    try {
      const { inquiries: purged } = await inquiries.purgeBefore(cutoff);
      if (purged > 0)
        log.info(`Retention: purged ${purged} inquiries received before ${cutoff.toISOString()}`);
    } catch (error) {
      log.warn(`Retention: the purge failed (${String(error)}); trying again in an hour`);
    }
  };
  return repeatEvery(HOURLY, purge, { atStart: true, whileRunning: "wait" });
}
