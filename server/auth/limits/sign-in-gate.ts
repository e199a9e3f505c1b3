import { randomBytes } from "node:crypto";
import type { AuthDatabase } from "../database.ts";
import { findInvitation } from "../invitations/invitations.ts";
import { type AuthRealm, STAFF_REALM, tableOf } from "../realm.ts";

export interface StaffAccount {
  id: string;
  email: string;
  enrolled: boolean;
  revoked: boolean;
}

export async function findAccount(
  db: AuthDatabase,
  email: string,
  realm: AuthRealm = STAFF_REALM,
): Promise<StaffAccount | undefined> {
  const rows = await db.all<{ id: string; email: string; enrolled: unknown; revoked: unknown }>(
    `SELECT u."id" AS id, u."email" AS email, u."twoFactorEnabled" AS enrolled,
            r.user_id AS revoked
     FROM "${tableOf(realm, "user")}" u LEFT JOIN ${tableOf(realm, "revocations")} r ON r.user_id = u."id"
     WHERE u."email" = ?`,
    [email.trim().toLowerCase()],
  );
  const row = rows[0];
  if (!row) return undefined;
  return { id: row.id, email: row.email, enrolled: Boolean(row.enrolled), revoked: row.revoked != null };
}

/**
 * A password alone must never give a usable session. An account without a second
 * factor (invited, or reset by `reset-mfa`) may sign in with its password only together
 * with its open invitation's token, to enrol; a revoked account never. Refused
 * attempts still go through the library with a password that cannot match, so the
 * answer and its timing are those of a wrong password.
 */
export async function gateSignIn(
  db: AuthDatabase,
  realm: AuthRealm,
  body: Record<string, unknown>,
  invitationToken: string | undefined,
): Promise<{ body: Record<string, unknown>; account: StaffAccount | undefined }> {
  const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
  const account = email ? await findAccount(db, email, realm) : undefined;
  // Always a renewable session: the library never renews a "do not remember me" one.
  const gated = { ...body, email, rememberMe: true };
  if (!account || (account.enrolled && !account.revoked)) return { body: gated, account };
  const invitation =
    invitationToken && !account.revoked ? await findInvitation(db, invitationToken, realm) : undefined;
  if (invitation?.userId === account.id) return { body: gated, account };
  return { body: { ...gated, password: randomBytes(24).toString("base64url") }, account };
}
