import { randomBytes } from "node:crypto";
import { recordAudit } from "#server/audit/record-audit.ts";
import type { AuthDatabase } from "#server/auth/database.ts";
import { createInvitation, invitationLink } from "#server/auth/invitations/invitations.ts";
import type { RealmAuth } from "#server/auth/library/create-auth.ts";
import { INVITATION_HOURS, RESET_LINK_SECONDS } from "#server/auth/lifetimes.ts";
import { findAccount } from "#server/auth/limits/sign-in-gate.ts";
import type { AuthMailer } from "#server/auth/mail/mailer.ts";
import { invitationMail } from "#server/auth/mail/staff-mail.ts";
import type { PortalRecords } from "#server/portal/records/types.ts";
import { CommandFailure } from "./usage.ts";

export interface StaffCommandContext {
  db: AuthDatabase;
  auth: RealmAuth;
  /** The portal people's authentication library, on the same database. */
  portalAuth: () => RealmAuth;
  origin: string;
  mailer: AuthMailer | undefined;
  write: (line: string) => void;
  /** The portal's records on the same database (closed by the caller). */
  openRecords: () => PortalRecords;
}

/** Operator actions are audited like staff ones, with the machine's user as agent. */
const OPERATOR = { ip: "operator", userAgent: `npm run staff (${process.env.USER ?? "unknown user"})` };

export async function inviteCommand(context: StaffCommandContext, email: string, name: string | undefined) {
  const { db, auth } = context;
  const existing = await findAccount(db, email);
  if (existing && !existing.revoked) {
    throw new CommandFailure(`${email} already has an account (use reset-mfa for a new enrolment link)`);
  }
  const internal = (await auth.$context).internalAdapter;
  let userId: string;
  if (existing) {
    // Invited again after a revocation: a fresh start, with nothing of the old factors.
    userId = existing.id;
    await clearFactors(db, userId);
    await db.all("DELETE FROM staff_revocations WHERE user_id = ?", [userId]);
  } else {
    const user = await internal.createUser(
      { email, name: name ?? email.split("@")[0] ?? email, emailVerified: true },
      { method: "admin" },
    );
    userId = user.id;
  }
  const link = invitationLink(context.origin, await createInvitation(db, userId));
  await recordAudit(db, { event: "invitation_created", subject: email, ...OPERATOR });
  await deliver(context, email, link);
}

export async function resetMfaCommand(context: StaffCommandContext, email: string) {
  const account = await requireAccount(context.db, email);
  if (account.revoked) throw new CommandFailure(`${email} is revoked (use invite to give access again)`);
  await clearFactors(context.db, account.id);
  const link = invitationLink(context.origin, await createInvitation(context.db, account.id));
  await recordAudit(context.db, {
    event: "account_updated",
    subject: email,
    detail: { change: "second_factors_reset" },
    ...OPERATOR,
  });
  await recordAudit(context.db, { event: "invitation_created", subject: email, ...OPERATOR });
  await deliver(context, email, link);
}

/** A password-reset link, for a server that cannot send mail (or a person without theirs). */
export async function resetPasswordCommand(context: StaffCommandContext, email: string) {
  const account = await requireAccount(context.db, email);
  if (account.revoked) throw new CommandFailure(`${email} is revoked (use invite to give access again)`);
  const token = randomBytes(32).toString("base64url");
  const internal = (await context.auth.$context).internalAdapter;
  // The row the library's own "forgot password" makes: its reset endpoint takes it as is.
  await internal.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: account.id,
    expiresAt: new Date(Date.now() + RESET_LINK_SECONDS * 1000),
  });
  await recordAudit(context.db, { event: "reset_link_created", subject: email, ...OPERATOR });
  context.write(`Password-reset link for ${email} (valid ${RESET_LINK_SECONDS / 60} minutes, once):`);
  context.write(`${context.origin}/inbox/reset-password?token=${token}`);
}

export async function revokeCommand(context: StaffCommandContext, email: string) {
  const account = await requireAccount(context.db, email);
  await context.db.all(
    "INSERT INTO staff_revocations (user_id, revoked_at) VALUES (?, ?) ON CONFLICT (user_id) DO NOTHING",
    [account.id, new Date().toISOString()],
  );
  const ended = await context.db.all(`DELETE FROM "staff_session" WHERE "userId" = ? RETURNING "id"`, [
    account.id,
  ]);
  await context.db.all("UPDATE staff_invitations SET used_at = ? WHERE user_id = ? AND used_at IS NULL", [
    new Date().toISOString(),
    account.id,
  ]);
  await recordAudit(context.db, { event: "access_revoked", subject: email, ...OPERATOR });
  context.write(`Revoked ${email}: ${ended.length} session(s) ended; sign-in is blocked.`);
}

export async function listCommand(context: StaffCommandContext) {
  const rows = await context.db.all<Record<string, unknown>>(
    `SELECT u."email" AS email, u."name" AS name, u."twoFactorEnabled" AS enrolled,
            r.user_id AS revoked,
            (SELECT COUNT(*) FROM "staff_passkey" p WHERE p."userId" = u."id") AS passkeys,
            (SELECT COUNT(*) FROM "staff_session" s WHERE s."userId" = u."id") AS sessions
     FROM "staff_user" u LEFT JOIN staff_revocations r ON r.user_id = u."id"
     ORDER BY u."email"`,
  );
  if (rows.length === 0) return context.write("No staff accounts. Invite one: npm run staff -- invite EMAIL");
  context.write(["E-MAIL", "NAME", "STATE", "PASSKEYS", "SESSIONS"].join("\t"));
  for (const row of rows) {
    const state = row.revoked != null ? "revoked" : row.enrolled ? "active" : "invited";
    context.write([row.email, row.name, state, Number(row.passkeys), Number(row.sessions)].join("\t"));
  }
}

async function requireAccount(db: AuthDatabase, email: string) {
  const account = await findAccount(db, email);
  if (!account) throw new CommandFailure(`no staff account for ${email}`);
  return account;
}

/** Removes every second factor and session: the person must enrol again by link. */
async function clearFactors(db: AuthDatabase, userId: string) {
  await db.all(`DELETE FROM "staff_two_factor" WHERE "userId" = ?`, [userId]);
  await db.all(`DELETE FROM "staff_passkey" WHERE "userId" = ?`, [userId]);
  await db.all(`DELETE FROM "staff_session" WHERE "userId" = ?`, [userId]);
  await db.all(`UPDATE "staff_user" SET "twoFactorEnabled" = ? WHERE "id" = ?`, [false, userId]);
}

async function deliver(context: StaffCommandContext, email: string, link: string) {
  context.write(`One-time link for ${email} (valid ${INVITATION_HOURS} hours):`);
  context.write(link);
  if (!context.mailer) return;
  await context.mailer(invitationMail("UCP", email, link, INVITATION_HOURS));
  context.write(`Also sent to ${email}.`);
}
