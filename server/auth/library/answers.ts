import { AUTH_COPY, type AuthCopyCode } from "../copy.ts";
import type { AuthDatabase } from "../database.ts";
import { type AuthRealm, tableOf } from "../realm.ts";

/** The library's 2FA lock (`accountLockout`) lasts this long when its end cannot be read. */
const LIBRARY_LOCK_SECONDS = 15 * 60;

export interface MappedAnswer {
  status: number;
  code: AuthCopyCode;
  retryAfterSeconds?: number;
}

/** The library's refusals that the staff screens must tell apart, in the project's shape. */
const BY_LIBRARY_CODE: Record<string, Partial<Record<string, AuthCopyCode>>> = {
  "/sign-in/email": { INVALID_EMAIL_OR_PASSWORD: "sign_in_refused" },
  "/two-factor/verify-totp": {
    INVALID_CODE: "authenticator_code_invalid",
    CODE_ALREADY_USED: "authenticator_code_used",
    INVALID_TWO_FACTOR_COOKIE: "sign_in_expired",
    TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "sign_in_expired",
  },
  "/two-factor/verify-backup-code": {
    INVALID_BACKUP_CODE: "recovery_code_invalid",
    INVALID_TWO_FACTOR_COOKIE: "sign_in_expired",
    TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "sign_in_expired",
  },
  "/reset-password": { INVALID_TOKEN: "reset_link_invalid" },
};

/** Seconds until the account's second-factor lock ends, read from the library's row. */
async function lockSecondsLeft(
  db: AuthDatabase,
  realm: AuthRealm,
  userId: string | undefined,
): Promise<number> {
  if (!userId) return LIBRARY_LOCK_SECONDS;
  const rows = await db.all<{ until: unknown }>(
    `SELECT "lockedUntil" AS until FROM "${tableOf(realm, "two_factor")}" WHERE "userId" = ?`,
    [userId],
  );
  const until = rows[0]?.until;
  const end = until instanceof Date ? until.getTime() : Date.parse(String(until ?? ""));
  if (!Number.isFinite(end)) return LIBRARY_LOCK_SECONDS;
  return Math.max(1, Math.ceil((end - Date.now()) / 1000));
}

/**
 * The project's answer for a refusal of the library, or undefined to pass it on. A passkey
 * sign-in refused for any reason (unknown key, revoked member, whose session the database
 * hook refuses and the library reports as a 500) is one plain 401.
 */
export async function mapLibraryRefusal(
  db: AuthDatabase,
  realm: AuthRealm,
  path: string,
  status: number,
  json: Record<string, unknown> | undefined,
  userId: string | undefined,
): Promise<MappedAnswer | undefined> {
  if (status < 400) return undefined;
  const code = typeof json?.code === "string" ? json.code : "";
  if (code === "ACCOUNT_TEMPORARILY_LOCKED") {
    return {
      status: 429,
      code: "too_many_attempts",
      retryAfterSeconds: await lockSecondsLeft(db, realm, userId),
    };
  }
  if (path === "/passkey/verify-authentication") return { status: 401, code: "passkey_refused" };
  const mapped = BY_LIBRARY_CODE[path]?.[code];
  return mapped ? { status: status >= 500 ? 401 : status, code: mapped } : undefined;
}

export function mappedBody(answer: MappedAnswer): string {
  return JSON.stringify({ code: answer.code, message: AUTH_COPY[answer.code] });
}
