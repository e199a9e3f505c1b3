import { recordAudit } from "#server/audit/record-audit.ts";
import { INVITATION_HOURS } from "#server/auth/lifetimes.ts";
import { portalInvitationMail } from "#server/auth/mail/portal-mail.ts";
import { invitePerson, personIdByEmail } from "#server/portal/accounts/invitations.ts";
import type { StaffCommandContext } from "./staff-commands.ts";
import { CommandFailure } from "./usage.ts";

const OPERATOR = { ip: "operator", userAgent: `npm run staff (${process.env.USER ?? "unknown user"})` };

const REFUSED = {
  no_person: "the person disappeared while being invited; try again",
  revoked: "is revoked from the portal (restore their access in the staff app first)",
  enrolled: "has already set up their portal sign-in (use portal-reset-password or portal-reset-mfa)",
  second_factor_reset: "had their second factor reset: use portal-reset-mfa for a new link",
} as const;

/**
 * `portal-invite EMAIL [--name NAME]`: the person with this address (made, with the name
 * or the address's local part, when there is none) gets a one-time portal link, printed,
 * and e-mailed too when SMTP is set. Memberships are given in the staff app.
 */
export async function portalInviteCommand(
  context: StaffCommandContext,
  email: string,
  name: string | undefined,
) {
  const { db } = context;
  let personId = await personIdByEmail(db, email);
  if (!personId) {
    const records = context.openRecords();
    try {
      const made = await records.createPerson(
        { email, name: name ?? email.split("@")[0] ?? email },
        "operator",
        new Date(),
      );
      personId = typeof made === "string" ? await personIdByEmail(db, email) : made.id;
    } finally {
      await records.close();
    }
    if (!personId) throw new CommandFailure(`could not create a portal person for ${email}`);
    await recordAudit(db, {
      event: "portal_person_created",
      subject: `person:${personId}`,
      personId,
      ...OPERATOR,
    });
    context.write(`Created portal person ${email} (${personId}).`);
  }
  const invitation = await invitePerson({ db, origin: context.origin, mailer: undefined }, personId);
  if (typeof invitation === "string") throw new CommandFailure(`${email} ${REFUSED[invitation]}`);
  const link = invitation.link ?? "";
  await recordAudit(db, {
    event: "portal_invitation_created",
    subject: `person:${personId}`,
    detail: { personId, mailed: context.mailer !== undefined },
    personId,
    ...OPERATOR,
  });
  context.write(`Portal link for ${email} (valid ${INVITATION_HOURS} hours, once):`);
  context.write(link);
  if (!context.mailer) return;
  await context.mailer(portalInvitationMail("UCP", invitation.email, link, INVITATION_HOURS));
  context.write(`Also sent to ${invitation.email}.`);
}
