import type { FastifyRequest } from "fastify";
import type { AuthDatabase } from "../database.ts";
import { type AuthRealm, scopeOf, tableOf } from "../realm.ts";
import {
  addCount,
  CODE_PER_ACCOUNT,
  CODE_PER_ADDRESS,
  checkCount,
  currentCount,
  type LimitVerdict,
  limitKey,
  networkOf,
  PASSKEY_OPTIONS_PER_ADDRESS,
  RESET_PER_ADDRESS,
  SIGN_IN_FAILURES_BEFORE_DELAY,
  SIGN_IN_FAILURES_PER_PAIR,
  SIGN_IN_PER_ADDRESS,
  takeAttempt,
} from "./windows.ts";

/** The pending second-factor step's account, from the library's signed cookie. */
export async function pendingAccount(
  db: AuthDatabase,
  realm: AuthRealm,
  request: FastifyRequest,
): Promise<string | undefined> {
  const cookie = request.headers.cookie ?? "";
  const name = `${realm.cookiePrefix}.two_factor`.replace(/[.-]/g, "\\$&");
  const match = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${name}=([^;]{1,512})`).exec(cookie);
  if (!match?.[1]) return undefined;
  // The value is "identifier.signature"; the library checks the signature itself.
  const identifier = decodeURIComponent(match[1]).split(".")[0] ?? "";
  const rows = await db.all<{ value: string }>(
    `SELECT "value" AS value FROM "${tableOf(realm, "verification")}" WHERE "identifier" = ?`,
    [identifier],
  );
  return rows[0]?.value;
}

/** Past the free failures, each further one doubles the wait, up to this. */
const SLOWDOWN_FIRST_MS = 250;
export const SLOWDOWN_MAX_MS = 3_000;

export interface Admission {
  verdict: LimitVerdict;
  /** How long to hold the attempt before it is tried (an account under attack). */
  delayMs: number;
  /** Counts the outcome once the library has answered (failed passwords). */
  settle(status: number): Promise<void>;
}

const admitted = (delayMs = 0, settle: Admission["settle"] = async () => undefined): Admission => ({
  verdict: { allowed: true },
  delayMs,
  settle,
});
const decided = (verdict: LimitVerdict): Admission => ({
  verdict,
  delayMs: 0,
  settle: async () => undefined,
});

/**
 * Decides whether an attempt may go on, counting it only if it does (a refused attempt
 * never counts). Sign-in: per network (IPv4 address or IPv6 /64) attempts; per account and
 * network failures, which refuse only that network; per account failures from anywhere,
 * which slow every attempt on the account down but refuse none (decision 0017).
 * Codes: per network and per account. Passkey challenges and reset mail: per network.
 */
export async function admitAuthAttempt(
  db: AuthDatabase,
  realm: AuthRealm,
  request: FastifyRequest,
  path: string,
  email: string,
  sessionUserId: string | undefined,
): Promise<Admission> {
  const network = networkOf(request.ip);
  const key = (scope: string, ...parts: string[]) => limitKey(scopeOf(realm, scope), ...parts);
  if (path === "/sign-in/email" || path === "/passkey/verify-authentication") {
    const pair = email ? key("sign-in-failures-pair", email, network) : undefined;
    if (pair) {
      const verdict = await checkCount(db, pair, SIGN_IN_FAILURES_PER_PAIR);
      if (!verdict.allowed) return decided(verdict);
    }
    const verdict = await takeAttempt(db, key("sign-in-network", network), SIGN_IN_PER_ADDRESS);
    if (!verdict.allowed || !pair) return decided(verdict);
    const account = key("sign-in-failures-account", email);
    const failures = await currentCount(db, account, SIGN_IN_FAILURES_BEFORE_DELAY);
    const excess = failures - SIGN_IN_FAILURES_BEFORE_DELAY.max;
    const delayMs = excess < 0 ? 0 : Math.min(SLOWDOWN_MAX_MS, SLOWDOWN_FIRST_MS * 2 ** Math.min(excess, 16));
    return admitted(delayMs, async (status) => {
      if (status !== 401) return;
      await addCount(db, pair, SIGN_IN_FAILURES_PER_PAIR);
      await addCount(db, account, SIGN_IN_FAILURES_BEFORE_DELAY);
    });
  }
  if (path === "/two-factor/verify-totp" || path === "/two-factor/verify-backup-code") {
    const verdict = await takeAttempt(db, key("code-network", network), CODE_PER_ADDRESS);
    if (!verdict.allowed) return decided(verdict);
    const accountId = sessionUserId ?? (await pendingAccount(db, realm, request));
    if (!accountId) return admitted();
    const perAccount = await takeAttempt(db, key("code-account", accountId), CODE_PER_ACCOUNT);
    return perAccount.allowed ? admitted() : decided(perAccount);
  }
  if (path === "/passkey/generate-authenticate-options") {
    const verdict = await takeAttempt(db, key("passkey-options", network), PASSKEY_OPTIONS_PER_ADDRESS);
    return verdict.allowed ? admitted() : decided(verdict);
  }
  if (path === "/request-password-reset" || path === "/reset-password") {
    const verdict = await takeAttempt(db, key("reset-network", network), RESET_PER_ADDRESS);
    return verdict.allowed ? admitted() : decided(verdict);
  }
  return admitted();
}
