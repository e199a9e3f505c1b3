import type { RetrySchedule } from "./settings.ts";

/**
 * How long to wait before retrying a notification that has failed `failures` times:
 * exponential (min, 2·min, 4·min, …) up to the cap, with "equal jitter": a random point
 * in the upper half of that step. The jitter spreads the retries of a backlog (and of
 * several instances) instead of hammering a recovering SMTP server in lockstep; the
 * lower half is kept so the backoff still grows. With the defaults (2 s, 15 min) the
 * first retry comes within 1-2 s and no wait ever exceeds 15 minutes: mail to the firm
 * is retried forever, permanent refusals too, since an operator can fix the cause.
 */
export function retryDelayMs(
  failures: number,
  schedule: RetrySchedule,
  random: () => number = Math.random,
): number {
  const exponent = Math.max(0, failures - 1);
  // 2 ** 40 already dwarfs any cap; bounding the exponent keeps the arithmetic finite.
  const step = Math.min(schedule.maxMs, schedule.minMs * 2 ** Math.min(exponent, 40));
  return Math.round(step / 2 + random() * (step / 2));
}
