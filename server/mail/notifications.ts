import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import type { SubmissionStore } from "../store/index.ts";
import { describeSmtpServer, notificationSettings } from "./settings.ts";
import { smtpSender } from "./transport.ts";
import { NotificationWorker } from "./worker.ts";

export interface RunningNotifications {
  /** Finishes or releases the notifications in flight; call before closing the store. */
  stop(): Promise<void>;
}

/**
 * Starts the notification worker when SMTP_URL is set. Without it nothing is sent, but
 * the store still queues a notification with every inquiry (the insert does not know or
 * care): a server started later with SMTP_URL, or another instance on the same
 * PostgreSQL that has it, delivers the backlog, and no inquiry goes unannounced because
 * mail was briefly misconfigured.
 */
export function startNotifications(
  config: Config,
  store: SubmissionStore,
  log: Logger,
): RunningNotifications {
  const settings = notificationSettings(config);
  if (!settings) {
    log.warn(
      "Notification e-mail is off (SMTP_URL is not set): inquiries are stored and their notifications queued until it is set.",
    );
    return { stop: async () => undefined };
  }
  const recipients = settings.to.map((mailbox) => mailbox.address).join(", ");
  log.info(
    `Notification e-mail is on: each inquiry goes to ${recipients} via ${describeSmtpServer(settings.smtpUrl)}`,
  );
  const worker = new NotificationWorker({
    outbox: store.outbox,
    sender: smtpSender(settings.smtpUrl),
    settings,
    log,
  });
  store.onStored(() => worker.wake());
  worker.start();
  return { stop: () => worker.stop() };
}
