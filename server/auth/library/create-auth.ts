import { passkey } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { AuthDatabase } from "../database.ts";
import { RECOVERY_CODE_COUNT, RESET_LINK_SECONDS, SESSION_IDLE_SECONDS } from "../lifetimes.ts";
import type { AuthMailer } from "../mail/mailer.ts";
import { passwordHashing } from "../passwords/password-hashing.ts";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../passwords/password-policy.ts";
import { type AuthRealm, STAFF_REALM, tableOf } from "../realm.ts";
import { generateRecoveryCodes } from "../recovery-codes.ts";

export interface AuthSettings {
  /** The site's public origin (`https://ucp.example`): cookies, links, passkeys, CSRF. */
  origin: string;
  secret: string;
  /** Seconds of use after which a session's expiry is pushed back (renewal). */
  renewAfterSeconds: number;
  firmName: string;
  /** Where a failed staff e-mail is reported. */
  warn?: (message: string) => void;
}

/** The header that carries Fastify's idea of the client address (proxy-aware) to the library. */
export const CLIENT_IP_HEADER = "x-ucp-client-ip";

/** The staff's sign-in (the inbox). */
export function createStaffAuth(db: AuthDatabase, settings: AuthSettings, mailer: AuthMailer | undefined) {
  return createAuth(STAFF_REALM, db, settings, mailer);
}

/**
 * better-auth with only what sign-in uses: e-mail and password (no sign-up), TOTP with
 * recovery codes, passkeys. Sessions live in the database only: the cookie cache stays
 * off, so a revoked session ends at its next request on every instance. One instance
 * per realm (staff, portal): the same settings on other tables, cookies and paths.
 */
export function createAuth(
  realm: AuthRealm,
  db: AuthDatabase,
  settings: AuthSettings,
  mailer: AuthMailer | undefined,
) {
  const url = new URL(settings.origin);
  const https = url.protocol === "https:";
  const table = (name: string) => tableOf(realm, name);
  return betterAuth({
    appName: settings.firmName,
    baseURL: settings.origin,
    basePath: realm.basePath,
    secret: settings.secret,
    database: db.driver,
    telemetry: { enabled: false },
    trustedOrigins: [settings.origin],
    user: { modelName: table("user") },
    account: { modelName: table("account"), accountLinking: { enabled: false } },
    verification: { modelName: table("verification") },
    session: {
      modelName: table("session"),
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: settings.renewAfterSeconds,
      // A cached session would outlive its revocation (and has bypassed 2FA before).
      cookieCache: { enabled: false },
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      password: passwordHashing,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const link = `${settings.origin}${realm.appPath}/reset-password?token=${encodeURIComponent(token)}`;
        // Not awaited: an answer that waited for SMTP only when the address has an account
        // would tell, by its time, which addresses do.
        mailer?.(realm.resetMail(settings.firmName, user.email, link)).catch((error: unknown) => {
          settings.warn?.(
            `Password-reset mail to ${user.email} failed: ${error instanceof Error ? error.message : String(error)}`,
          );
        });
      },
    },
    // Limits are the project's own, per account and per address, in the database.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: realm.cookiePrefix,
      useSecureCookies: https,
      defaultCookieAttributes: { sameSite: "strict", httpOnly: true, secure: https, path: realm.cookiePath },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // A session and its user in one query, not two in a row: every signed-in request waits on it.
      database: { joins: true },
    },
    plugins: [
      twoFactor({
        issuer: settings.firmName,
        backupCodeOptions: {
          amount: RECOVERY_CODE_COUNT,
          customBackupCodesGenerate: () => generateRecoveryCodes(RECOVERY_CODE_COUNT),
        },
        schema: { twoFactor: { modelName: table("two_factor") } },
      }),
      passkey({
        rpID: url.hostname,
        rpName: settings.firmName,
        origin: settings.origin,
        schema: { passkey: { modelName: table("passkey") } },
      }),
    ],
    databaseHooks: {
      session: {
        create: {
          // Every way of signing in creates a session here: a revoked member gets none.
          async before(session) {
            const rows = await db.all(`SELECT 1 AS revoked FROM ${table("revocations")} WHERE user_id = ?`, [
              session.userId,
            ]);
            if (rows.length > 0) return false;
          },
        },
      },
    },
  });
}

/** Either realm's instance: the same type, since it is the same code. */
export type RealmAuth = ReturnType<typeof createAuth>;
