import type { Config } from "#server/config.ts";
import { DOCUMENT_ROLES } from "#server/dataroom/person-access.ts";
import type { Logger } from "#server/logger.ts";
import { composePortalNotice, portalSignInLink } from "#server/mail/compose-portal-notice.ts";
import type { MailQueue } from "#server/mail/mail-queue.ts";
import { notificationSettings } from "#server/mail/settings.ts";
import { smtpSender } from "#server/mail/transport.ts";
import { NotificationWorker } from "#server/mail/worker.ts";
import type { PortalNotices } from "#server/portal/records/notices.ts";

const HOURLY = 60 * 60 * 1000;
const DAY_MS = 86_400_000;

export interface PortalMail {
  /** Notices were queued: claim them now rather than at the next poll. */
  wake(): void;
  /** Queues the digests of the UTC day before `now` (what the hourly schedule does). */
  queueDigests(now?: Date): Promise<number>;
  stop(): Promise<void>;
}

/** The UTC day that ended last before `now`. */
export function previousDayStart(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - DAY_MS);
}

/**
 * The portal's notices on the mail worker's loop, leases and backoff (a second worker on
 * its own outbox), and the daily digests: at start and hourly, each instance queues the
 * digests of the day that ended; the outbox keeps one per person and day, so several
 * instances on one PostgreSQL send each digest once. Without SMTP_URL nothing is sent and
 * nothing is queued for digests; update notices wait in the outbox as inquiries' do.
 */
export function startPortalMail(config: Config, notices: PortalNotices, log: Logger): PortalMail {
  const settings = notificationSettings(config);
  if (!settings || !config.PUBLIC_SITE_URL)
    return { wake: () => undefined, queueDigests: async () => 0, stop: async () => undefined };
  const link = portalSignInLink(config.PUBLIC_SITE_URL);
  const queue: MailQueue = {
    name: "portal notices",
    async claim(claimer, limit, leaseMs) {
      const claimed = await notices.claim(claimer, limit, leaseMs, new Date(), DOCUMENT_ROLES);
      return claimed.map((notice) => ({
        id: notice.id,
        attempts: notice.attempts,
        message: composePortalNotice(notice, settings, link),
      }));
    },
    markSent: (claimer, ids) => notices.markSent(claimer, ids),
    markFailed: (claimer, failures) => notices.markFailed(claimer, failures),
    release: (claimer, ids) => notices.release(claimer, ids),
  };
  const worker = new NotificationWorker({ queue, sender: smtpSender(settings.smtpUrl), settings, log });
  worker.start();

  let running: Promise<unknown> = Promise.resolve();
  const queueDigests = (now = new Date()) => {
    const queued = running.then(async () => {
      const count = await notices.queueDigests(previousDayStart(now), now, DOCUMENT_ROLES);
      if (count > 0) worker.wake();
      return count;
    });
    running = queued.catch((error: unknown) => {
      log.warn(`Portal digests could not be queued (${String(error)}); trying again in an hour`);
    });
    return queued;
  };
  void queueDigests().catch(() => undefined);
  const timer = setInterval(() => void queueDigests().catch(() => undefined), HOURLY);
  timer.unref();
  return {
    wake: () => worker.wake(),
    queueDigests,
    async stop() {
      clearInterval(timer);
      await running;
      await worker.stop();
    },
  };
}
