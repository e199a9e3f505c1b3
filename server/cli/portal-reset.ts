import { recordAudit } from "#server/audit/record-audit.ts";
import { INVITATION_HOURS, RESET_LINK_SECONDS } from "#server/auth/lifetimes.ts";
import { personIdByEmail } from "#server/portal/accounts/invitations.ts";
import { resetSecondFactor, sendPasswordReset } from "#server/portal/accounts/resets.ts";
import type { StaffCommandContext } from "./staff-commands.ts";
import { CommandFailure } from "./usage.ts";

const OPERATOR = { ip: "operator", userAgent: `npm run staff (${process.env.USER ?? "unknown user"})` };

const REFUSED = {
  no_person: "has no portal person",
  revoked: "is revoked from the portal (restore their access in the staff app first)",
  not_enrolled: "has not finished setting up their portal sign-in (use portal-invite)",
} as const;

const KINDS = {
  password: {
    run: sendPasswordReset,
    event: "portal_password_reset_sent",
    what: `Password-reset link for the portal (valid ${RESET_LINK_SECONDS / 60} minutes, once)`,
  },
  "second-factor": {
    run: resetSecondFactor,
    event: "portal_second_factor_reset",
    what: `Second factor removed. Link to set up a new one with the password kept (valid ${INVITATION_HOURS} hours, once)`,
  },
} as const;

/**
 * `portal-reset-password EMAIL` and `portal-reset-mfa EMAIL`: the same resets as the staff
 * app's person screen, audited as the operator's. The link is printed, and e-mailed too
 * when SMTP is set; the person's sessions end.
 */
export async function portalResetCommand(
  context: StaffCommandContext,
  kind: keyof typeof KINDS,
  email: string,
) {
  const { db } = context;
  const personId = await personIdByEmail(db, email);
  if (!personId) throw new CommandFailure(`${email} ${REFUSED.no_person}`);
  const plan = KINDS[kind];
  const deps = { db, auth: context.portalAuth(), origin: context.origin, mailer: context.mailer };
  const answer = await plan.run(deps, personId);
  if (typeof answer === "string") throw new CommandFailure(`${email} ${REFUSED[answer]}`);
  await recordAudit(db, {
    event: plan.event,
    subject: `person:${personId}`,
    detail: { personId, mailed: context.mailer !== undefined, sessionsEnded: answer.sessionsEnded },
    personId,
    ...OPERATOR,
  });
  context.write(`${plan.what} for ${email}:`);
  // Printed in any case: the operator can hand it over if the mail does not arrive.
  context.write(answer.issued);
  context.write(`${answer.sessionsEnded} portal session(s) ended.`);
  if (context.mailer) context.write(`Also sent to ${answer.email}.`);
}
