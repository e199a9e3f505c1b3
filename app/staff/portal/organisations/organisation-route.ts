import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import type { PortalDeal, PortalOrganisationDetail } from "#common/portal-api.ts";
import { accessAction } from "../deals/access-action.ts";
import { type FormResult, refused } from "../form-result.ts";
import { portalApi, read, requirePortal, segment } from "../portal-client.ts";
import { portalCopy as copy } from "../portal-copy.ts";
import { recordRemovalAction } from "../records/record-removal-action.ts";
import { membershipAction } from "./membership-action.ts";

export interface OrganisationData {
  organisation: PortalOrganisationDetail;
  /** The names of the deals its grants are on (a deal that cannot be read keeps its id). */
  deals: Record<string, string>;
}

/** One organisation with its members and grants, and the names of the deals it reaches. */
export async function organisationLoader({ params }: LoaderFunctionArgs): Promise<OrganisationData> {
  await requirePortal();
  const organisation = await read<PortalOrganisationDetail>(`/organisations/${segment(params.recordId)}`);
  const ids = [...new Set(organisation.grants.map((grant) => grant.dealId))];
  const answers = await Promise.all(ids.map((id) => portalApi<PortalDeal>(`/deals/${segment(id)}`)));
  const deals: Record<string, string> = {};
  ids.forEach((id, index) => {
    const answer = answers[index];
    deals[id] = answer?.status === 200 ? answer.body.name : id;
  });
  return { organisation, deals };
}

/** Members added and removed, access given and revoked, from the organisation's screen. */
export async function organisationAction({
  request,
  params,
}: ActionFunctionArgs): Promise<FormResult | Response> {
  const form = await request.formData();
  const organisationId = params.recordId ?? "";
  return (
    (await recordRemovalAction(form, "organisation", organisationId)) ??
    (await membershipAction(form, { organisationId })) ??
    (await accessAction(form, { organisationId })) ??
    refused("unknown", [{ message: copy.generic }])
  );
}
