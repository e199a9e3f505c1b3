import type { FastifyRequest } from "fastify";
import type { StaffDatabase } from "./database.ts";
import {
  CODE_PER_ACCOUNT,
  CODE_PER_ADDRESS,
  countAll,
  type LimitRule,
  type LimitVerdict,
  RESET_PER_ADDRESS,
  SIGN_IN_PER_ACCOUNT,
  SIGN_IN_PER_ADDRESS,
} from "./limits.ts";

/** The pending second-factor step's account, from the library's signed cookie. */
export async function pendingAccount(
  db: StaffDatabase,
  request: FastifyRequest,
): Promise<string | undefined> {
  const cookie = request.headers.cookie ?? "";
  const match = /(?:^|;\s*)(?:__Secure-)?ucp-staff\.two_factor=([^;]+)/.exec(cookie);
  if (!match?.[1]) return undefined;
  // The value is "identifier.signature"; the library checks the signature itself.
  const identifier = decodeURIComponent(match[1]).split(".")[0] ?? "";
  const rows = await db.query<{ value: string }>(
    `SELECT "value" AS value FROM "staff_verification" WHERE "identifier" = ?`,
    [identifier],
  );
  return rows[0]?.value;
}

/**
 * Counts this attempt against its limits: sign-in per e-mail and per address, codes per
 * account and per address, reset mail per address. Other endpoints are not limited here.
 */
export async function countAuthAttempt(
  db: StaffDatabase,
  request: FastifyRequest,
  path: string,
  body: Record<string, unknown>,
  sessionUserId: string | undefined,
): Promise<LimitVerdict> {
  const ip = request.ip;
  const checks: { key: string; rule: LimitRule }[] = [];
  if (path === "/sign-in/email" || path === "/passkey/verify-authentication") {
    checks.push({ key: `sign-in:ip:${ip}`, rule: SIGN_IN_PER_ADDRESS });
    const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
    if (email) checks.push({ key: `sign-in:account:${email}`, rule: SIGN_IN_PER_ACCOUNT });
  } else if (path === "/two-factor/verify-totp" || path === "/two-factor/verify-backup-code") {
    checks.push({ key: `code:ip:${ip}`, rule: CODE_PER_ADDRESS });
    const account = sessionUserId ?? (await pendingAccount(db, request));
    if (account) checks.push({ key: `code:account:${account}`, rule: CODE_PER_ACCOUNT });
  } else if (path === "/request-password-reset" || path === "/reset-password") {
    checks.push({ key: `reset:ip:${ip}`, rule: RESET_PER_ADDRESS });
  }
  return countAll(db, checks);
}
