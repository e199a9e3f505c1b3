/** Session lifetimes of the staff sign-in. */
export const SESSION_IDLE_SECONDS = 30 * 60;
export const SESSION_ABSOLUTE_SECONDS = 12 * 60 * 60;
/** An invitation or enrolment link is valid this long. */
export const INVITATION_HOURS = 72;
/** A password-reset link is valid this long. */
export const RESET_LINK_SECONDS = 60 * 60;
/** Recovery codes shown at enrolment and on regeneration. */
export const RECOVERY_CODE_COUNT = 10;
/** A TOTP code is accepted one period either side of now: remember used ones this long. */
export const USED_CODE_MEMORY_MS = 3 * 30_000;
