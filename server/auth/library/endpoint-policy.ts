/**
 * Which of the library's endpoints are reachable, and with what session. Anything not
 * listed (sign-up, social sign-in, e-mail change, disabling two factors, deleting the
 * account…) answers 404: the library ships more than staff sign-in needs.
 *
 * - `public`: no session needed (signing in, recovering a password).
 * - `enrolment`: a session that has not passed a second factor yet: only enough to
 *   enrol an authenticator or leave.
 * - `full`: a session that passed two factors (or a passkey).
 */
export type Access = "public" | "enrolment" | "full" | "any-session";

const POLICY: Record<string, { method: "GET" | "POST"; access: Access }> = {
  "/sign-in/email": { method: "POST", access: "public" },
  "/two-factor/verify-totp": { method: "POST", access: "public" },
  "/two-factor/verify-backup-code": { method: "POST", access: "public" },
  "/request-password-reset": { method: "POST", access: "public" },
  "/reset-password": { method: "POST", access: "public" },
  "/passkey/generate-authenticate-options": { method: "GET", access: "public" },
  "/passkey/verify-authentication": { method: "POST", access: "public" },
  "/two-factor/enable": { method: "POST", access: "enrolment" },
  "/sign-out": { method: "POST", access: "any-session" },
  "/change-password": { method: "POST", access: "full" },
  "/two-factor/generate-backup-codes": { method: "POST", access: "full" },
  "/passkey/generate-register-options": { method: "GET", access: "full" },
  "/passkey/verify-registration": { method: "POST", access: "full" },
  "/passkey/list-user-passkeys": { method: "GET", access: "full" },
  "/passkey/delete-passkey": { method: "POST", access: "full" },
  // Listing and ending single sessions is the project's (sessions-routes.ts): ids, no tokens.
  "/revoke-other-sessions": { method: "POST", access: "full" },
};

export function endpointAccess(path: string, method: string): Access | undefined {
  const entry = POLICY[path];
  if (!entry) return undefined;
  if (entry.method !== method && !(entry.method === "GET" && method === "HEAD")) return undefined;
  return entry.access;
}
