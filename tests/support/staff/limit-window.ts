import { SIGN_IN_PER_ADDRESS } from "#server/auth/limits/windows.ts";

/** Longer than any burst of attempts a test sends. */
const MARGIN_MS = 20_000;

/**
 * Sign-in limits count in fixed quarter-hour windows (server/auth/limits/windows.ts): a burst that
 * straddles a window's end is counted half in each, and its limit is not reached. A test
 * that counts attempts to a limit calls this first: when the current window ends within
 * MARGIN_MS, it waits for the next one to begin (the condition is the clock itself).
 */
export async function withinOneLimitWindow(): Promise<void> {
  const window = SIGN_IN_PER_ADDRESS.windowMs;
  const left = window - (Date.now() % window);
  if (left < MARGIN_MS) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
