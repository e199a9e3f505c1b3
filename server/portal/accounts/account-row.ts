import type { AuthDatabase } from "#server/auth/database.ts";

// What staff's actions on a person's portal account (invite, revoke, reset) read first: one
// query, so that every action judges the same facts the same way.

export interface PortalAccount {
  id: string;
  email: string;
  name: string;
  enrolled: unknown;
  revoked: unknown;
  /** The purpose of the person's latest link, if any. */
  purpose: unknown;
  /** How many passwords the person holds (0 or 1). */
  passwords: unknown;
}

export async function portalAccount(db: AuthDatabase, personId: string): Promise<PortalAccount | undefined> {
  const rows = await db.all<PortalAccount>(
    `SELECT p.id AS id, p.email AS email, p.name AS name, u."twoFactorEnabled" AS enrolled, r.user_id AS revoked,
            (SELECT l.purpose FROM portal_invitations l WHERE l.user_id = p.id ORDER BY l.id DESC LIMIT 1) AS purpose,
            (SELECT COUNT(*) FROM "portal_account" a
             WHERE a."userId" = p.id AND a."providerId" = 'credential') AS passwords
     FROM portal_people p
     LEFT JOIN "portal_user" u ON u."id" = p.id
     LEFT JOIN portal_revocations r ON r.user_id = p.id
     WHERE p.id = ?`,
    [personId],
  );
  return rows[0];
}

/** The account of a person who exists and is not revoked, or why not. */
export async function openAccount(
  db: AuthDatabase,
  personId: string,
): Promise<PortalAccount | "no_person" | "revoked"> {
  const account = await portalAccount(db, personId);
  if (!account) return "no_person";
  return account.revoked != null ? "revoked" : account;
}

/** Both databases' booleans: true, or 1 on SQLite. */
export const isTrue = (value: unknown) => value === true || value === 1;

/** Ends every portal session of the person; how many ended. */
export async function endSessions(db: AuthDatabase, personId: string): Promise<number> {
  return (await db.all(`DELETE FROM "portal_session" WHERE "userId" = ? RETURNING "id"`, [personId])).length;
}
