import { createHash, randomBytes } from "node:crypto";
import type { AuthDatabase } from "../database.ts";
import { INVITATION_HOURS } from "../lifetimes.ts";
import { type AuthRealm, STAFF_REALM, tableOf } from "../realm.ts";

/** Only this digest of a link's token is stored. */
export function tokenDigest(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function invitationLink(origin: string, token: string, realm: AuthRealm = STAFF_REALM): string {
  return `${origin}${realm.appPath}/invitation?token=${encodeURIComponent(token)}`;
}

/**
 * What a link lets its holder do: choose a password and enrol ("invitation"), or, sent by
 * staff after a second-factor reset (portal only), enrol with the password already set.
 */
export type LinkPurpose = "invitation" | "second_factor";

/** Only the portal's links carry a purpose; the staff's are all invitations. */
const purposeColumn = (realm: AuthRealm) => (realm.name === "portal" ? "i.purpose" : "'invitation'");

/** Stores a new one-time link for `userId`, valid INVITATION_HOURS; returns its token. */
export async function createInvitation(
  db: AuthDatabase,
  userId: string,
  now = new Date(),
  realm: AuthRealm = STAFF_REALM,
  purpose: LinkPurpose = "invitation",
): Promise<string> {
  const table = tableOf(realm, "invitations");
  const token = randomBytes(32).toString("base64url");
  const expires = new Date(now.getTime() + INVITATION_HOURS * 3_600_000);
  // An older link of the same person stops working: only the newest one is valid.
  await db.all(`UPDATE ${table} SET used_at = ? WHERE user_id = ? AND used_at IS NULL`, [
    now.toISOString(),
    userId,
  ]);
  const values = [userId, tokenDigest(token), now.toISOString(), expires.toISOString()];
  if (purpose === "invitation")
    await db.all(
      `INSERT INTO ${table} (user_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)`,
      values,
    );
  else
    await db.all(
      `INSERT INTO ${table} (user_id, token_hash, created_at, expires_at, purpose) VALUES (?, ?, ?, ?, ?)`,
      [...values, purpose],
    );
  return token;
}

export interface OpenInvitation {
  id: string;
  userId: string;
  email: string;
  name: string;
  purpose: LinkPurpose;
}

/** The unused, unexpired invitation a token names, or undefined. */
export async function findInvitation(
  db: AuthDatabase,
  token: string,
  realm: AuthRealm = STAFF_REALM,
): Promise<OpenInvitation | undefined> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const rows = await db.all<{
    id: number | string;
    user_id: string;
    email: string;
    name: string;
    expires_at: unknown;
    purpose: LinkPurpose;
  }>(
    `SELECT i.id, i.user_id, u."email" AS email, u."name" AS name, i.expires_at, ${purposeColumn(realm)} AS purpose
     FROM ${tableOf(realm, "invitations")} i JOIN "${tableOf(realm, "user")}" u ON u."id" = i.user_id
     WHERE i.token_hash = ? AND i.used_at IS NULL`,
    [tokenDigest(token)],
  );
  const row = rows[0];
  if (
    !row ||
    new Date(String(row.expires_at instanceof Date ? row.expires_at.toISOString() : row.expires_at)) <=
      new Date()
  )
    return undefined;
  return { id: String(row.id), userId: row.user_id, email: row.email, name: row.name, purpose: row.purpose };
}

/** Marks every open invitation of `userId` used: enrolment is complete. */
export async function closeInvitations(db: AuthDatabase, realm: AuthRealm, userId: string): Promise<number> {
  const rows = await db.all<{ id: unknown }>(
    `UPDATE ${tableOf(realm, "invitations")} SET used_at = ? WHERE user_id = ? AND used_at IS NULL RETURNING id`,
    [new Date().toISOString(), userId],
  );
  return rows.length;
}
