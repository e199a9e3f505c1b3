// Every message the staff sign-in's server answers with, by its error code: the staff
// screens show `message` as given, or their own words for the same `code`.

export const AUTH_COPY = {
  unauthenticated: "Sign in to continue.",
  second_factor_required: "Confirm your sign-in with a second factor.",
  not_found: "No such endpoint.",
  invalid_request: "The request body is not valid.",
  too_many_attempts: "Too many attempts. Try again later.",
  session_not_found: "That session has already ended.",
  already_enrolled: "This account already has an authenticator.",
  password_too_short: "Use at least 12 characters.",
  password_too_long: "Use at most 128 characters.",
  password_common: "This password is too common. Choose another.",
  invitation_invalid: "This link is not valid any more. Ask for a new one.",
  /** A second-factor reset link: the password stays, only a new authenticator is set up. */
  invitation_keeps_password: "This link keeps your password. Sign in with it to set up a new authenticator.",
  email_too_long: "Enter an e-mail address of at most 254 characters.",
  /** An authenticator (TOTP) code that does not match. */
  authenticator_code_invalid:
    "That authenticator code is not right. Enter the 6-digit code your app shows now.",
  /** A well-formed TOTP code seen before: each works once. */
  authenticator_code_used: "This authenticator code was already used. Wait for the next one.",
  /** The pending second-factor step is gone (expired, or too many wrong codes for it). */
  sign_in_expired: "This sign-in has expired. Enter your e-mail address and password again.",
  recovery_code_invalid: "That recovery code is not right, or it was already used.",
  /** Sign-in refused (wrong password, unknown or revoked account, passkey not accepted). */
  sign_in_refused: "The e-mail address or password is not right.",
  passkey_refused: "This passkey cannot sign you in.",
  reset_link_invalid: "This reset link is not valid any more. Ask for a new one.",
  reset_token_in_query: "Send the reset token in the request body, not in the address.",
  /** "Forgot password" on a server without SMTP: the same words for every address. */
  reset_mail_unavailable:
    "This server cannot send e-mail. Ask the person who runs it for a reset link: " +
    "they can print one with `npm run staff -- reset-password EMAIL`.",
} as const;

export type AuthCopyCode = keyof typeof AUTH_COPY;

/** The browser's origin is not one this server accepts for staff (or portal) requests. */
export function originRefusedMessage(useOrigin: string, appPath = "/inbox"): string {
  const who = appPath === "/inbox" ? "staff" : "portal";
  return `This server accepts ${who} requests only at ${useOrigin}. Open ${useOrigin}${appPath} instead.`;
}

/** Passkeys need a host name: browsers refuse an IP address as the passkey's site. */
export function passkeyNeedsHostMessage(useOrigin: string, appPath = "/inbox"): string {
  return `Passkeys work only at a host name, not an IP address. Open ${useOrigin}${appPath} to use one.`;
}

/** "Forgot password" with SMTP: the same words whether or not the address has an account. */
export const RESET_MAILED = "If this address has a staff account, a reset link is on its way.";
export const PORTAL_RESET_MAILED = "If this address has a portal account, a reset link is on its way.";
/** "Forgot password" on a server without SMTP, for a portal person: only the firm can help. */
export const PORTAL_RESET_UNAVAILABLE =
  "This server cannot send e-mail. Ask your contact at the firm: they can send you a reset link.";
