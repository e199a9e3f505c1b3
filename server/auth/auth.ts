import { passkey } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { twoFactor } from "better-auth/plugins/two-factor";
import {
  AUTH_BASE_PATH,
  RECOVERY_CODE_COUNT,
  RESET_LINK_SECONDS,
  SESSION_IDLE_SECONDS,
} from "./auth-settings.ts";
import { generateRecoveryCodes } from "./codes.ts";
import type { StaffDatabase } from "./database.ts";
import type { StaffMailer } from "./mailer.ts";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./password-policy.ts";
import { resetMail } from "./staff-mail.ts";

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

/**
 * better-auth with only what staff sign-in uses: e-mail and password (no sign-up),
 * TOTP with recovery codes, passkeys. Sessions live in the database only: the cookie
 * cache stays off, so a revoked session ends at its next request on every instance.
 */
export function createStaffAuth(db: StaffDatabase, settings: AuthSettings, mailer: StaffMailer | undefined) {
  const url = new URL(settings.origin);
  const https = url.protocol === "https:";
  return betterAuth({
    appName: settings.firmName,
    baseURL: settings.origin,
    basePath: AUTH_BASE_PATH,
    secret: settings.secret,
    database: db.driver,
    telemetry: { enabled: false },
    trustedOrigins: [settings.origin],
    user: { modelName: "staff_user" },
    account: { modelName: "staff_account", accountLinking: { enabled: false } },
    verification: { modelName: "staff_verification" },
    session: {
      modelName: "staff_session",
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
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const link = `${settings.origin}/inbox/reset-password?token=${encodeURIComponent(token)}`;
        // Not awaited: an answer that waited for SMTP only when the address has an account
        // would tell, by its time, which addresses do.
        mailer?.(resetMail(settings.firmName, user.email, link)).catch((error: unknown) => {
          settings.warn?.(
            `Password-reset mail to ${user.email} failed: ${error instanceof Error ? error.message : String(error)}`,
          );
        });
      },
    },
    // Limits are the project's own, per account and per address, in the database.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "ucp-staff",
      useSecureCookies: https,
      defaultCookieAttributes: { sameSite: "strict", httpOnly: true, secure: https, path: "/inbox" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [
      twoFactor({
        issuer: settings.firmName,
        backupCodeOptions: {
          amount: RECOVERY_CODE_COUNT,
          customBackupCodesGenerate: () => generateRecoveryCodes(RECOVERY_CODE_COUNT),
        },
        schema: { twoFactor: { modelName: "staff_two_factor" } },
      }),
      passkey({
        rpID: url.hostname,
        rpName: settings.firmName,
        origin: settings.origin,
        schema: { passkey: { modelName: "staff_passkey" } },
      }),
    ],
    databaseHooks: {
      session: {
        create: {
          // Every way of signing in creates a session here: a revoked member gets none.
          async before(session) {
            const rows = await db.query("SELECT 1 AS revoked FROM staff_revocations WHERE user_id = ?", [
              session.userId,
            ]);
            if (rows.length > 0) return false;
          },
        },
      },
    },
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
