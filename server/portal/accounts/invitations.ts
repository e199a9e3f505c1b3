import type { PortalInvitation } from "#common/portal-person-api.ts";
import type { AuthDatabase } from "#server/auth/database.ts";
import { closeInvitations, createInvitation, invitationLink } from "#server/auth/invitations/invitations.ts";
import { INVITATION_HOURS } from "#server/auth/lifetimes.ts";
import type { AuthMailer } from "#server/auth/mail/mailer.ts";
import { portalInvitationMail } from "#server/auth/mail/portal-mail.ts";
import { PORTAL_REALM } from "#server/auth/realm.ts";
import { endSessions, isTrue, openAccount, portalAccount } from "./account-row.ts";

// A person's portal account: invited (a library user with the person's id, and a one-time
// link), enrolled, revoked and restored. Shared by the staff API and the operator command.

export interface InviteDeps {
  db: AuthDatabase;
  /** The site's origin, which links start with. */
  origin: string;
  /** Undefined without SMTP: the link is then handed to staff instead. */
  mailer: AuthMailer | undefined;
}

export type InviteRefusal = "no_person" | "revoked" | "enrolled" | "second_factor_reset";

/** The person's id for an address, in any letter case. */
export async function personIdByEmail(db: AuthDatabase, email: string): Promise<string | undefined> {
  const rows = await db.all<{ id: string }>("SELECT id FROM portal_people WHERE lower(email) = lower(?)", [
    email,
  ]);
  return rows[0]?.id;
}

/**
 * A new one-time link for a person who has not enrolled yet (an older link stops
 * working), e-mailed when a mailer is set, else returned in `link`. The library's user
 * row is made with the person's id on the first invitation; the address is stored in
 * lower case, as the library looks it up.
 */
export async function invitePerson(
  deps: InviteDeps,
  personId: string,
  now = new Date(),
): Promise<PortalInvitation | InviteRefusal> {
  const { db } = deps;
  const person = await openAccount(db, personId);
  if (typeof person === "string") return person;
  if (isTrue(person.enrolled)) return "enrolled";
  // An invitation sets a password with the link alone: after a second-factor reset the
  // person keeps theirs, and only a second-factor link (with that password) lets them in.
  if (person.purpose === "second_factor") return "second_factor_reset";
  const at = now.toISOString();
  await db.all(
    `INSERT INTO "portal_user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt", "twoFactorEnabled")
     VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT ("id") DO NOTHING`,
    [person.id, person.name, person.email.toLowerCase(), true, at, at, false],
  );
  const link = invitationLink(
    deps.origin,
    await createInvitation(db, person.id, now, PORTAL_REALM),
    PORTAL_REALM,
  );
  const expiresAt = new Date(now.getTime() + INVITATION_HOURS * 3_600_000).toISOString();
  if (deps.mailer) await deps.mailer(portalInvitationMail("UCP", person.email, link, INVITATION_HOURS));
  return { personId: person.id, email: person.email, expiresAt, link: deps.mailer ? null : link };
}

/** Every open link of the person stops working; false when there was none. */
export async function withdrawInvitation(db: AuthDatabase, personId: string): Promise<boolean> {
  return (await closeInvitations(db, PORTAL_REALM, personId)) > 0;
}

/**
 * Revokes the person: every portal session ends now, open links stop working, and no
 * sign-in makes a new session (the library's session hook reads portal_revocations).
 * Undefined for an unknown person; else how many sessions ended.
 */
export async function revokePerson(
  db: AuthDatabase,
  personId: string,
  actor: string,
  now = new Date(),
): Promise<number | undefined> {
  if (!(await portalAccount(db, personId))) return undefined;
  await db.all(
    "INSERT INTO portal_revocations (user_id, revoked_at, revoked_by) VALUES (?, ?, ?) ON CONFLICT (user_id) DO NOTHING",
    [personId, now.toISOString(), actor],
  );
  const ended = await endSessions(db, personId);
  await closeInvitations(db, PORTAL_REALM, personId);
  return ended;
}

/** Lifts a revocation: the person may sign in again with what they had. False when not revoked. */
export async function restorePerson(db: AuthDatabase, personId: string): Promise<boolean> {
  const rows = await db.all("DELETE FROM portal_revocations WHERE user_id = ? RETURNING user_id", [personId]);
  return rows.length > 0;
}
