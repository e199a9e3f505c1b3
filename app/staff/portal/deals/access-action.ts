import type { PortalGrant } from "#common/portal-api.ts";
import { apiRefusal, done, endOfDay, type FormResult, refused, text } from "../form-result.ts";
import { portalApi, segment } from "../portal-client.ts";
import { portalCopy as copy } from "../portal-copy.ts";
import { undoCopy } from "../undo-copy.ts";

const RECORD_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * Access given or revoked, from a deal's screen (the organisation chosen) or an
 * organisation's (the deal chosen): `fixed` holds the one the screen is about. Null when the
 * form was not about access.
 */
export async function accessAction(
  form: FormData,
  fixed: { dealId?: string; organisationId?: string },
): Promise<FormResult | null> {
  const intent = text(form, "intent");
  if (intent === "revoke-grant") {
    const dealId = fixed.dealId ?? text(form, "dealId");
    const answer = await portalApi<PortalGrant>(
      `/deals/${segment(dealId)}/grants/${segment(text(form, "grantId"))}/revoke`,
      { body: {} },
    );
    return answer.status === 200
      ? done(intent, copy.grants.revoked[fixed.dealId ? "deal" : "organisation"](text(form, "label")))
      : apiRefusal(intent, answer);
  }
  if (intent === "restore-grant") {
    const dealId = fixed.dealId ?? text(form, "dealId");
    const answer = await portalApi<PortalGrant>(
      `/deals/${segment(dealId)}/grants/${segment(text(form, "grantId"))}/restore`,
      { body: {} },
    );
    return answer.status === 201
      ? done(intent, undoCopy.grants.restored(text(form, "label")))
      : apiRefusal(intent, answer);
  }
  if (intent !== "give-grant") return null;
  const dealId = fixed.dealId ?? text(form, "dealId");
  const organisationId = fixed.organisationId ?? text(form, "organisationId");
  if (!RECORD_ID.test(dealId))
    return refused(intent, [{ field: "dealId", message: copy.form.choose(copy.grants.deal) }]);
  if (!RECORD_ID.test(organisationId))
    return refused(intent, [
      { field: "organisationId", message: copy.form.choose(copy.grants.organisation) },
    ]);
  const day = text(form, "endsOn");
  const endsAt = endOfDay(day);
  if (day && (!endsAt || Date.parse(endsAt) <= Date.now()))
    return refused(intent, [{ field: "endsOn", message: copy.grants.pastDate }]);
  const answer = await portalApi<PortalGrant>(`/deals/${segment(dealId)}/grants`, {
    body: { organisationId, endsAt },
  });
  return answer.status === 201 ? done(intent, copy.grants.given) : apiRefusal(intent, answer);
}
