import type { ApiResult } from "../api.ts";
import { content } from "../content.ts";
import { authCopy } from "./auth-copy.ts";

/**
 * Refusals whose words only the server knows (the address that works, or where passkeys
 * do): shown as the server gives them, never dressed up as a wrong password or a dead link.
 */
const SERVER_WORDED = new Set(["origin_refused", "passkey_needs_host_name"]);

/** What a refused sign-in call means to the person, in plain words. */
export function refusalText(result: ApiResult<unknown>, fallback: string): string {
  if (result.status === 0) return content.reasons.network;
  const code = result.body.code ?? "";
  if (SERVER_WORDED.has(code) && result.body.message) return result.body.message;
  if (result.status === 429 || code === "too_many_attempts") return content.reasons.tooMany;
  return authCopy.refusals[code] ?? fallback;
}

/** What a person typed into a code field, as the authenticator shows it: digits only. */
export function authenticatorDigits(typed: string): string {
  return typed.replace(/[\s\u00a0\u2010-\u2015-]/g, "");
}
