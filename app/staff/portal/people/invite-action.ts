import type { ActionFunctionArgs } from "react-router";
import { absoluteTime } from "#app/ui/dates.ts";
import {
  ORGANISATION_KINDS,
  type OrganisationKind,
  PORTAL_ROLES,
  type PortalRole,
} from "#common/portal-api.ts";
import type { FromInquiryInput, FromInquiryResult } from "#common/portal-person-api.ts";
import { contentCopy } from "../content-copy.ts";
import { apiRefusal, type FormProblem, type FormResult, refused, text } from "../form-result.ts";
import { portalApi, segment } from "../portal-client.ts";
import { portalCopy } from "../portal-copy.ts";
import { signInCopy } from "./sign-in-copy.ts";

const copy = contentCopy.fromInquiry;

/** What the inquiry's "Invite to the portal" answers: the sentence, and where the records are. */
export type InviteResult =
  | (Extract<FormResult, { ok: true }> & { personId: string; organisationId: string })
  | Extract<FormResult, { ok: false }>;

/**
 * The person and organisation made (or linked) from an inquiry, and the invitation sent:
 * to an organisation already in the portal, or a new one (named here, or as the inquiry
 * names it), with the person's role there.
 */
export async function inviteAction({ request, params }: ActionFunctionArgs): Promise<InviteResult> {
  const form = await request.formData();
  const intent = "invite";
  const problems: FormProblem[] = [];
  const role = text(form, "role") as PortalRole;
  const body: FromInquiryInput = { role };
  if (text(form, "organisation") === "existing") {
    body.organisationId = text(form, "organisationId");
    if (!body.organisationId)
      problems.push({ field: "organisationId", message: portalCopy.form.choose(copy.organisation) });
  } else {
    const kind = text(form, "organisationKind") as OrganisationKind;
    if (!ORGANISATION_KINDS.includes(kind))
      problems.push({ field: "organisationKind", message: portalCopy.form.choose(copy.newKind) });
    body.organisationKind = kind;
    const name = text(form, "organisationName");
    if (name) body.organisationName = name;
  }
  if (!PORTAL_ROLES.includes(role))
    problems.push({ field: "role", message: portalCopy.form.choose(copy.role) });
  if (problems.length) return refused(intent, problems) as InviteResult;
  const answer = await portalApi<FromInquiryResult>(`/inquiries/${segment(params.inquiryId)}/invitation`, {
    body,
  });
  if (answer.status !== 201) return apiRefusal(intent, answer) as InviteResult;
  const { invitation } = answer.body;
  return {
    intent,
    ok: true,
    // Mailed, or a link to hand over: one or the other is said, never both.
    message: (invitation.link ? signInCopy.done.invitationLink : signInCopy.done.invitationMailed)(
      invitation.email,
      absoluteTime(invitation.expiresAt),
    ),
    link: invitation.link,
    personId: answer.body.personId,
    organisationId: answer.body.organisationId,
  };
}
