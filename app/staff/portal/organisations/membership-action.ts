import { PORTAL_ROLES, type PortalRole } from "#common/portal-api.ts";
import { apiRefusal, done, type FormResult, refused, text } from "../form-result.ts";
import { portalApi, segment } from "../portal-client.ts";
import { portalCopy as copy } from "../portal-copy.ts";

const RECORD_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * A member added (a person, a role, the delegate flag) or removed, from an organisation's
 * screen (the person chosen) or a person's (the organisation chosen). Null when the form
 * was not about membership.
 */
export async function membershipAction(
  form: FormData,
  fixed: { organisationId?: string; personId?: string },
): Promise<FormResult | null> {
  const intent = text(form, "intent");
  const organisationId = fixed.organisationId ?? text(form, "organisationId");
  const personId = fixed.personId ?? text(form, "personId");
  if (intent === "remove-member") {
    const answer = await portalApi(`/organisations/${segment(organisationId)}/members/${segment(personId)}`, {
      method: "DELETE",
    });
    return answer.status === 204
      ? done(intent, copy.members.removed(text(form, "label")))
      : apiRefusal(intent, answer);
  }
  if (intent !== "add-member") return null;
  if (!RECORD_ID.test(personId))
    return refused(intent, [{ field: "personId", message: copy.form.choose(copy.members.person) }]);
  if (!RECORD_ID.test(organisationId))
    return refused(intent, [
      { field: "organisationId", message: copy.form.choose(copy.grants.organisation) },
    ]);
  const role = text(form, "role") as PortalRole;
  if (!PORTAL_ROLES.includes(role))
    return refused(intent, [{ field: "role", message: copy.form.choose(copy.members.role) }]);
  const answer = await portalApi(`/organisations/${segment(organisationId)}/members`, {
    body: { personId, role, delegate: form.get("delegate") === "on" },
  });
  return answer.status === 201 ? done(intent, copy.members.added) : apiRefusal(intent, answer);
}
