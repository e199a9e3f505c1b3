import { randomBytes } from "node:crypto";
import type { PortalReset } from "#common/portal-person-api.ts";
import type { AuthDatabase } from "#server/auth/database.ts";
import { createInvitation, invitationLink } from "#server/auth/invitations/invitations.ts";
import type { RealmAuth } from "#server/auth/library/create-auth.ts";
import { INVITATION_HOURS, RESET_LINK_SECONDS } from "#server/auth/lifetimes.ts";
import type { AuthMailer } from "#server/auth/mail/mailer.ts";
import { portalSecondFactorMail, portalStaffResetMail } from "#server/auth/mail/portal-mail.ts";
import { PORTAL_REALM } from "#server/auth/realm.ts";
import { endSessions, isTrue, openAccount } from "./account-row.ts";

// Staff help a locked-out person back in (the staff app and the operator command share
// this): a password-reset link, or a second-factor reset. Both end every session of the
// person. Neither lets one factor in: a reset password still needs the authenticator, and
// a second-factor link needs the password the person kept (sign-in-gate.ts).

export interface ResetDeps {
  db: AuthDatabase;
  /** The portal's authentication library: its reset endpoint reads the rows made here. */
  auth: RealmAuth;
  origin: string;
  /** Undefined without SMTP: the link is then handed to staff instead. */
  mailer: AuthMailer | undefined;
}

/** What was sent; `issued` is the link itself, which the API shows only without a mail server. */
export type ResetDone = PortalReset & { issued: string };

/** No such person; revoked; or never finished setting a password (an invitation is the way). */
export type ResetRefusal = "no_person" | "revoked" | "not_enrolled";

/**
 * A one-time link to choose a new password (valid RESET_LINK_SECONDS), for an enrolled
 * person: the library's own reset row, so its reset endpoint takes it as it takes its own.
 */
export async function sendPasswordReset(
  deps: ResetDeps,
  personId: string,
  now = new Date(),
): Promise<ResetDone | ResetRefusal> {
  const account = await openAccount(deps.db, personId);
  if (typeof account === "string") return account;
  if (!isTrue(account.enrolled)) return "not_enrolled";
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + RESET_LINK_SECONDS * 1000);
  await (await deps.auth.$context).internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: account.id,
    expiresAt,
  });
  const sessionsEnded = await endSessions(deps.db, personId);
  const link = `${deps.origin}${PORTAL_REALM.appPath}/reset-password?token=${token}`;
  if (deps.mailer) await deps.mailer(portalStaffResetMail("UCP", account.email, link));
  const expires = expiresAt.toISOString();
  return {
    personId,
    email: account.email,
    expiresAt: expires,
    link: deps.mailer ? null : link,
    sessionsEnded,
    issued: link,
  };
}

/**
 * Removes the person's authenticator, recovery codes and passkeys, ends their sessions,
 * and sends a one-time link with which they sign in with their password (kept) and
 * enrol a new authenticator. Sent again, it replaces the older link.
 */
export async function resetSecondFactor(
  deps: ResetDeps,
  personId: string,
  now = new Date(),
): Promise<ResetDone | ResetRefusal> {
  const { db } = deps;
  const account = await openAccount(db, personId);
  if (typeof account === "string") return account;
  if (Number(account.passwords) === 0) return "not_enrolled";
  await db.all(`DELETE FROM "portal_two_factor" WHERE "userId" = ?`, [personId]);
  await db.all(`DELETE FROM "portal_passkey" WHERE "userId" = ?`, [personId]);
  await db.all(`UPDATE "portal_user" SET "twoFactorEnabled" = ?, "updatedAt" = ? WHERE "id" = ?`, [
    false,
    now.toISOString(),
    personId,
  ]);
  const sessionsEnded = await endSessions(db, personId);
  const token = await createInvitation(db, personId, now, PORTAL_REALM, "second_factor");
  const link = invitationLink(deps.origin, token, PORTAL_REALM);
  if (deps.mailer) await deps.mailer(portalSecondFactorMail("UCP", account.email, link, INVITATION_HOURS));
  const expiresAt = new Date(now.getTime() + INVITATION_HOURS * 3_600_000).toISOString();
  return {
    personId,
    email: account.email,
    expiresAt,
    link: deps.mailer ? null : link,
    sessionsEnded,
    issued: link,
  };
}
