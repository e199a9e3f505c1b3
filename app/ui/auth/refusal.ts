import type { ApiResult } from "../api.ts";
import type { AuthRealm } from "./realm.tsx";

/**
 * Refusals whose words only the server knows (the address that works, or where passkeys
 * do): shown as the server gives them, never dressed up as a wrong password or a dead link.
 */
const SERVER_WORDED = new Set(["origin_refused", "passkey_needs_host_name"]);

/** What a refused sign-in call means to the person, in plain words. */
export function refusalText(realm: AuthRealm, result: ApiResult<unknown>, fallback: string): string {
  if (result.status === 0) return realm.reasons.network;
  const code = result.body.code ?? "";
  if (SERVER_WORDED.has(code) && result.body.message) return result.body.message;
  if (result.status === 429 || code === "too_many_attempts") return realm.reasons.tooMany;
  return realm.copy.refusals[code] ?? fallback;
}

/** What a person typed into a code field, as the authenticator shows it: digits only. */
export function authenticatorDigits(typed: string): string {
  return typed.replace(/[\s\u00a0\u2010-\u2015-]/g, "");
}
