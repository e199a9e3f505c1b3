import type { Logger } from "#server/logger.ts";
import type { SubmissionStore } from "#server/store/index.ts";
import { notificationQueue, replyQueue } from "./mail-queue.ts";
import { describeSmtpServer, type MailEnv, notificationSettings } from "./settings.ts";
import { smtpSender } from "./transport.ts";
import { NotificationWorker } from "./worker.ts";

export interface RunningNotifications {
  /** SMTP is configured: notifications and replies go out. */
  canSend: boolean;
  /** A reply was queued: send it now rather than at the next poll. */
  wakeReplies(): void;
  /** Finishes or releases the mails in flight; call before closing the store. */
  stop(): Promise<void>;
}

/**
 * Starts the notification and reply workers when SMTP_URL is set. Without it nothing is sent, but
 * the store still queues a notification with every inquiry (the insert does not know or
 * care): a server started later with SMTP_URL, or another instance on the same
 * PostgreSQL that has it, delivers the backlog, and no inquiry goes unannounced because
 * mail was briefly misconfigured.
 */
export function startNotifications(
  config: MailEnv,
  store: SubmissionStore,
  log: Logger,
): RunningNotifications {
  const settings = notificationSettings(config);
  if (!settings) {
    log.warn(
      "Notification e-mail is off (SMTP_URL is not set): inquiries are stored and their notifications queued until it is set.",
    );
    return { canSend: false, wakeReplies: () => undefined, stop: async () => undefined };
  }
  const recipients = settings.to.map((mailbox) => mailbox.address).join(", ");
  log.info(
    `Notification e-mail is on: each inquiry goes to ${recipients} via ${describeSmtpServer(settings.smtpUrl)}`,
  );
  const worker = new NotificationWorker({
    queue: notificationQueue(store.outbox, settings),
    sender: smtpSender(settings.smtpUrl),
    settings,
    log,
  });
  // Replies to visitors: their own outbox, the same loop, leases and backoff.
  const replies = new NotificationWorker({
    queue: replyQueue(store.replies, settings),
    sender: smtpSender(settings.smtpUrl),
    settings,
    log,
  });
  store.onStored(() => worker.wake());
  worker.start();
  replies.start();
  return {
    canSend: true,
    wakeReplies: () => replies.wake(),
    stop: async () => void (await Promise.all([worker.stop(), replies.stop()])),
  };
}
