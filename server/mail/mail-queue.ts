import type { SendMailOptions } from "nodemailer/lib/mailer";
import type { ReplyOutbox } from "#server/inbox/records/triage/records.ts";
import type { NotificationFailure, NotificationOutbox } from "#server/store/outbox-types.ts";
import { composeNotification } from "./compose.ts";
import { composeReply } from "./compose-reply.ts";
import type { NotificationSettings } from "./settings.ts";

/** A claimed row of an outbox, with the e-mail it stands for. */
export interface OutgoingMail {
  id: string;
  /** Finished attempts before this one. */
  attempts: number;
  message: SendMailOptions;
}

/**
 * One outbox as the mail worker sees it: notifications to the firm and replies to
 * visitors share the worker's loop, leases, backoff and settling.
 */
export interface MailQueue {
  /** For log lines: "notifications", "replies". */
  name: string;
  claim(claimer: string, limit: number, leaseMs: number): Promise<OutgoingMail[]>;
  markSent(claimer: string, ids: readonly string[]): Promise<void>;
  markFailed(claimer: string, failures: readonly NotificationFailure[]): Promise<void>;
  release(claimer: string, ids: readonly string[]): Promise<void>;
}

export function notificationQueue(outbox: NotificationOutbox, settings: NotificationSettings): MailQueue {
  return {
    name: "notifications",
    async claim(claimer, limit, leaseMs) {
      const claimed = await outbox.claim(claimer, limit, leaseMs);
      return claimed.map(({ inquiry, attempts }) => ({
        id: inquiry.id,
        attempts,
        message: composeNotification(inquiry, settings),
      }));
    },
    markSent: (claimer, ids) => outbox.markSent(claimer, ids),
    markFailed: (claimer, failures) => outbox.markFailed(claimer, failures),
    release: (claimer, ids) => outbox.release(claimer, ids),
  };
}

export function replyQueue(outbox: ReplyOutbox, settings: NotificationSettings): MailQueue {
  return {
    name: "replies",
    async claim(claimer, limit, leaseMs) {
      const claimed = await outbox.claim(claimer, limit, leaseMs);
      return claimed.map((reply) => ({
        id: reply.id,
        attempts: reply.attempts,
        message: composeReply(reply, settings),
      }));
    },
    markSent: (claimer, ids) => outbox.markSent(claimer, ids),
    markFailed: (claimer, failures) => outbox.markFailed(claimer, failures),
    release: (claimer, ids) => outbox.release(claimer, ids),
  };
}
