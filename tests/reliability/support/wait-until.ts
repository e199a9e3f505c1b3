/** How often a condition is looked at again. */
const POLL_MS = 25;

/**
 * Waits for `condition` to hold: true as soon as it does, false once `timeoutMs` has passed
 * without it (the caller's check then says what never happened).
 */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    if (await condition()) return true;
    if (performance.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Answers of `outcomes` to requests sent at or after `since`, optionally only with `status`. */
export function answeredSince(
  outcomes: readonly { sent: number; status: number }[],
  since: number,
  status?: number,
): number {
  return outcomes.filter(
    (outcome) => outcome.sent >= since && (status === undefined || outcome.status === status),
  ).length;
}
