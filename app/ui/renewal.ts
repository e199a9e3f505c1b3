/** The refresh backoff the requirements fix: 200 ms, doubled for each further attempt. */
export const FIRST_RETRY_MS = 200;

export function retryDelay(attempt: number): number {
  return FIRST_RETRY_MS * 2 ** attempt;
}

/** Renew this long before the session would expire. */
export const RENEW_BEFORE_MS = 2 * 60_000;

/** A failure worth retrying: no answer at all, or the server's own trouble (5xx). */
export function isRetryable(status: number): boolean {
  return status === 0 || status >= 500;
}
