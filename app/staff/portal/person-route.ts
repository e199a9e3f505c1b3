import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import type { PortalPersonDetail } from "../../../common/portal-api.ts";
import type { PortalInvitation } from "../../../common/portal-person-api.ts";
import { absoluteTime } from "../../ui/dates.ts";
import { contentCopy } from "./content-copy.ts";
import { apiRefusal, done, type FormResult, refused, text } from "./form-result.ts";
import { membershipAction } from "./membership-action.ts";
import { portalApi, read, requirePortal, segment } from "./portal-client.ts";
import { portalCopy as copy } from "./portal-copy.ts";

/** One person with their memberships. */
export async function personLoader({ params }: LoaderFunctionArgs): Promise<PortalPersonDetail> {
  await requirePortal();
  return read(`/people/${segment(params.recordId)}`);
}

const SIGN_IN = {
  "send-invitation": { method: "POST", path: "invitation", ok: 201 },
  "withdraw-invitation": { method: "DELETE", path: "invitation", ok: 204 },
  "revoke-access": { method: "POST", path: "revocation", ok: 204 },
  "restore-access": { method: "DELETE", path: "revocation", ok: 204 },
} as const;

const words = contentCopy.invitation;

/** Invitations and the person's sign-in (revoked, restored), and their memberships. */
export async function personAction({ request, params }: ActionFunctionArgs): Promise<FormResult> {
  const form = await request.formData();
  const personId = params.recordId ?? "";
  const membership = await membershipAction(form, { personId });
  if (membership) return membership;
  const intent = text(form, "intent");
  const call = SIGN_IN[intent as keyof typeof SIGN_IN];
  if (!call) return refused(intent, [{ message: copy.generic }]);
  const answer = await portalApi<PortalInvitation>(`/people/${segment(personId)}/${call.path}`, {
    method: call.method,
    body: call.method === "POST" ? {} : undefined,
  });
  if (answer.status !== call.ok) return apiRefusal(intent, answer);
  if (intent === "send-invitation") {
    const sent = words.sent(answer.body.email, absoluteTime(answer.body.expiresAt));
    return answer.body.link
      ? done(intent, `${sent} ${words.linkShown}`, answer.body.link)
      : done(intent, sent);
  }
  if (intent === "withdraw-invitation") return done(intent, words.withdrawn);
  return done(intent, intent === "revoke-access" ? words.revoked : words.restored);
}
