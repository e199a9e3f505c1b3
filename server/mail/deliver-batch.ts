import type { Logger } from "#server/logger.ts";
import type { NotificationFailure } from "#server/store/outbox-types.ts";
import { retryDelayMs } from "./backoff.ts";
import type { MailQueue, OutgoingMail } from "./mail-queue.ts";
import { describeSendError, type SendFailure } from "./send-error.ts";
import type { NotificationSettings } from "./settings.ts";
import type { MailSender } from "./transport.ts";

export interface BatchContext {
  queue: MailQueue;
  sender: MailSender;
  settings: NotificationSettings;
  log: Logger;
  claimer: string;
  /** Aborted when the server stops: unfinished sends are cancelled and released. */
  stopSignal: AbortSignal;
}

export interface BatchResult {
  sent: number;
  failures: NotificationFailure[];
}

type Outcome =
  | { id: string; kind: "sent" }
  | { id: string; kind: "released" }
  | { id: string; kind: "failed"; failure: SendFailure; attempts: number };

/** Sends one claimed batch (the transport pools them over its connections) and settles it. */
export async function deliverBatch(
  batch: readonly OutgoingMail[],
  context: BatchContext,
): Promise<BatchResult> {
  const { queue, sender, settings, claimer, stopSignal } = context;
  // Sends still running at half the lease are cut, so this instance settles its rows
  // before the lease lapses and another instance may retake (and resend) them.
  const signal = AbortSignal.any([stopSignal, AbortSignal.timeout(settings.leaseMs / 2)]);
  const outcomes = await Promise.all(
    batch.map(async ({ id, attempts, message }): Promise<Outcome> => {
      try {
        await sender.send(message, signal);
        return { id, kind: "sent" };
      } catch (error) {
        if (stopSignal.aborted) return { id, kind: "released" };
        return {
          id,
          kind: "failed",
          failure: describeSendError(error, settings.smtpUrl),
          attempts,
        };
      }
    }),
  );

  const sent = outcomes.filter((outcome) => outcome.kind === "sent").map((outcome) => outcome.id);
  const released = outcomes.filter((outcome) => outcome.kind === "released").map((outcome) => outcome.id);
  const failed = outcomes.filter((outcome) => outcome.kind === "failed");
  const failures = failed.map(
    ({ id, failure, attempts }): NotificationFailure => ({
      id,
      retryInMs: retryDelayMs(attempts + 1, settings.retry),
      error: failure.text,
    }),
  );
  await settle(context, "mark as sent", () => queue.markSent(claimer, sent));
  await settle(context, "record the failures of", () => queue.markFailed(claimer, failures));
  await settle(context, "release", () => queue.release(claimer, released));
  report(context, sent.length, failed, failures);
  return { sent: sent.length, failures };
}

/**
 * A settle that fails (the database went away) leaves the rows claimed: once the lease
 * lapses they are due again, and a sent one may be resent, recognisable by its Message-ID.
 */
async function settle(context: BatchContext, what: string, write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    context.log.error(
      `${context.queue.name}: could not ${what} a batch (${String(error)}); the lease will lapse`,
    );
  }
}

function report(
  { log, queue }: BatchContext,
  sent: number,
  failed: Extract<Outcome, { kind: "failed" }>[],
  failures: NotificationFailure[],
): void {
  if (sent > 0) log.info(`${queue.name}: ${sent} sent`);
  const first = failed[0];
  if (!first) return;
  const longest = Math.max(...failures.map((failure) => failure.retryInMs));
  const permanent = failed.some((outcome) => outcome.failure.permanent);
  const line = `${queue.name}: ${failed.length} not sent (after ${first.attempts + 1} attempt(s)); next try within ${Math.ceil(longest / 1000)} s: ${first.failure.text}`;
  // A permanent refusal (a 5xx, bad credentials) needs an operator; it is retried anyway.
  if (permanent) log.error(`${line} (a permanent refusal: check SMTP_URL, MAIL_FROM and NOTIFY_TO)`);
  else log.warn(line);
}
