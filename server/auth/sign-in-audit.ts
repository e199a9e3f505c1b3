import type { AuditEntry } from "#server/audit/record-audit.ts";
import type { AuthDatabase } from "./database.ts";
import { closeInvitations } from "./invitations/invitations.ts";
import type { StaffAccount } from "./limits/sign-in-gate.ts";
import { type AuthRealm, tableOf } from "./realm.ts";
import type { LoadedSession } from "./sessions/session-check.ts";

export interface AuthOutcome {
  path: string;
  status: number;
  json: Record<string, unknown> | undefined;
  body: Record<string, unknown>;
  session: LoadedSession | undefined;
  signInAccount: StaffAccount | undefined;
  resetUserId: string | undefined;
  /** The account of a pending second-factor step (sign-in after the password). */
  pendingUserId: string | undefined;
}

async function emailOf(
  db: AuthDatabase,
  realm: AuthRealm,
  userId: string | undefined,
): Promise<string | null> {
  if (!userId) return null;
  const rows = await db.all<{ email: string }>(
    `SELECT "email" AS email FROM "${tableOf(realm, "user")}" WHERE "id" = ?`,
    [userId],
  );
  return rows[0]?.email ?? null;
}

const ACCOUNT_CHANGES: Record<string, string> = {
  "/change-password": "password",
  "/two-factor/generate-backup-codes": "recovery_codes",
  "/passkey/verify-registration": "passkey_added",
  "/passkey/delete-passkey": "passkey_removed",
  "/revoke-other-sessions": "other_sessions_ended",
};

function userOf(json: Record<string, unknown> | undefined): { id?: string; email?: string } {
  const user = json?.user as { id?: unknown; email?: unknown } | undefined;
  return {
    ...(typeof user?.id === "string" ? { id: user.id } : {}),
    ...(typeof user?.email === "string" ? { email: user.email } : {}),
  };
}

/** The audit entries one answer of the library stands for (none for most reads). */
export async function auditAfterAuth(
  db: AuthDatabase,
  realm: AuthRealm,
  outcome: AuthOutcome,
): Promise<AuditEntry[]> {
  const { path, status, json, session } = outcome;
  const actor = session ? { actorId: session.userId, actorEmail: session.email } : {};
  const ok = status === 200;

  if (path === "/sign-in/email") {
    const account = outcome.signInAccount;
    const who = { actorId: account?.id ?? null, actorEmail: account?.email ?? null };
    if (!ok)
      return [
        {
          event: "sign_in_failed",
          ...who,
          subject: String(outcome.body.email ?? ""),
          detail: { step: "password" },
        },
      ];
    // With a second factor the library answers "twoFactorRedirect" and makes no session yet.
    if (json?.twoFactorRedirect) return [];
    return [{ event: "signed_in", ...who, detail: { method: "password", purpose: "enrolment" } }];
  }
  if (path === "/two-factor/verify-totp" || path === "/two-factor/verify-backup-code") {
    const method = path.endsWith("totp") ? "totp" : "recovery_code";
    if (!ok) {
      const who = session
        ? actor
        : {
            actorId: outcome.pendingUserId ?? null,
            actorEmail: await emailOf(db, realm, outcome.pendingUserId),
          };
      return [{ event: "sign_in_failed", ...who, detail: { step: "second_factor", method } }];
    }
    const user = userOf(json);
    const who = {
      actorId: user.id ?? session?.userId ?? null,
      actorEmail: user.email ?? session?.email ?? null,
    };
    if (session && !session.twoFactorEnabled) {
      // The first code from a new authenticator completes the enrolment.
      const closed = await closeInvitations(db, realm, session.userId);
      return [
        { event: "second_factor_verified", ...who, detail: { method, purpose: "enrolment" } },
        { event: "account_updated", ...who, detail: { change: "authenticator_enrolled" } },
        ...(closed > 0 ? [{ event: "invitation_used", ...who, subject: session.email }] : []),
      ];
    }
    return [
      { event: "second_factor_verified", ...who, detail: { method } },
      { event: "signed_in", ...who, detail: { method: `password+${method}` } },
    ];
  }
  if (path === "/passkey/verify-authentication") {
    if (!ok) return [{ event: "sign_in_failed", detail: { step: "passkey" } }];
    const user = userOf(json);
    return [
      {
        event: "signed_in",
        actorId: user.id ?? null,
        actorEmail: user.email ?? null,
        detail: { method: "passkey" },
      },
    ];
  }
  if (!ok) return [];
  if (path === "/sign-out") return [{ event: "signed_out", ...actor }];
  if (path === "/reset-password") {
    const actorEmail = await emailOf(db, realm, outcome.resetUserId);
    return [
      {
        event: "account_updated",
        actorId: outcome.resetUserId ?? null,
        actorEmail,
        detail: { change: "password_reset" },
      },
    ];
  }
  const change = ACCOUNT_CHANGES[path];
  return change ? [{ event: "account_updated", ...actor, detail: { change } }] : [];
}
