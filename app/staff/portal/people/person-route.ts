import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "react-router";
import { absoluteTime } from "#app/ui/dates.ts";
import type { PortalPersonDetail } from "#common/portal-api.ts";
import type { PersonRemoval, PortalInvitation } from "#common/portal-person-api.ts";
import { apiRefusal, done, type FormResult, refused, text } from "../form-result.ts";
import { membershipAction } from "../organisations/membership-action.ts";
import { portalApi, read, requirePortal, segment } from "../portal-client.ts";
import { portalCopy as copy } from "../portal-copy.ts";
import { signInCopy } from "./sign-in-copy.ts";

export type PersonScreenData = PortalPersonDetail & { removal: PersonRemoval };

/** One person with their memberships, where their sign-in stands, and what deleting them removes. */
export async function personLoader({ params }: LoaderFunctionArgs): Promise<PersonScreenData> {
  await requirePortal();
  const path = `/people/${segment(params.recordId)}`;
  const [person, removal] = await Promise.all([
    read<PortalPersonDetail>(path),
    read<PersonRemoval>(`${path}/removal`),
  ]);
  return { ...person, removal };
}

const words = signInCopy.done;

/** Each sign-in action: its call, and what it says when sent by e-mail or as a link for staff. */
const SIGN_IN = {
  "send-invitation": {
    method: "POST",
    path: "invitation",
    ok: 201,
    said: [words.invitationMailed, words.invitationLink],
  },
  "withdraw-invitation": { method: "DELETE", path: "invitation", ok: 204, said: words.withdrawn },
  "revoke-access": { method: "POST", path: "revocation", ok: 204, said: words.revoked },
  "restore-access": { method: "DELETE", path: "revocation", ok: 204, said: words.restored },
  "password-reset": {
    method: "POST",
    path: "password-reset",
    ok: 201,
    said: [words.resetMailed, words.resetLink],
  },
  "second-factor-reset": {
    method: "POST",
    path: "second-factor-reset",
    ok: 201,
    said: [words.secondFactorMailed, words.secondFactorLink],
  },
} as const;

/** Invitations, resets and the person's sign-in (revoked, restored), and their memberships. */
export async function personAction({ request, params }: ActionFunctionArgs): Promise<FormResult | Response> {
  const form = await request.formData();
  const personId = params.recordId ?? "";
  const membership = await membershipAction(form, { personId });
  if (membership) return membership;
  const intent = text(form, "intent");
  if (intent === "delete-person") {
    const deleted = await portalApi(`/people/${segment(personId)}`, { method: "DELETE" });
    return deleted.status === 204 ? redirect("/inbox/portal/people") : apiRefusal(intent, deleted);
  }
  const call = SIGN_IN[intent as keyof typeof SIGN_IN];
  if (!call) return refused(intent, [{ message: copy.generic }]);
  const answer = await portalApi<PortalInvitation>(`/people/${segment(personId)}/${call.path}`, {
    method: call.method,
    body: call.method === "POST" ? {} : undefined,
  });
  if (answer.status !== call.ok) return apiRefusal(intent, answer);
  if (typeof call.said === "string") return done(intent, call.said);
  // Mailed, or a link to hand over: one or the other is said, never both.
  const [mailed, linked] = call.said;
  const { email, expiresAt, link } = answer.body;
  const until = absoluteTime(expiresAt);
  return link ? done(intent, linked(email, until), link) : done(intent, mailed(email, until));
}
