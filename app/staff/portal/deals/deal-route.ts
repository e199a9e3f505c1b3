import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import type { PortalDeal, PortalDealAccess } from "#common/portal-api.ts";
import { type FormResult, refused } from "../form-result.ts";
import { portalApi, read, requirePortal, segment } from "../portal-client.ts";
import { portalCopy as copy } from "../portal-copy.ts";
import { recordRemovalAction } from "../records/record-removal-action.ts";
import { accessAction } from "./access-action.ts";

/** A deal, and whether it asks for terms that are not published yet (investors wait). */
export type StaffDeal = PortalDeal & { termsMissing: boolean };

/** The deal every part of its screen is about (the layout's heading, facts and warning). */
export async function dealLoader({ params }: LoaderFunctionArgs): Promise<StaffDeal> {
  await requirePortal();
  const [deal, terms] = await Promise.all([
    read<PortalDeal>(`/deals/${segment(params.recordId)}`),
    portalApi(`/deals/${segment(params.recordId)}/terms`),
  ]);
  return { ...deal, termsMissing: deal.termsRequired && terms.status === 404 };
}

/** The deal archived, brought back or deleted (the layout's "Archive or delete"). */
export async function dealRecordAction({
  request,
  params,
}: ActionFunctionArgs): Promise<FormResult | Response> {
  const form = await request.formData();
  return (
    (await recordRemovalAction(form, "deal", params.recordId ?? "")) ??
    refused("unknown", [{ message: copy.generic }])
  );
}

/** Who has access: every grant (live and past) and the people the live ones reach. */
export async function dealAccessLoader({ params }: LoaderFunctionArgs): Promise<PortalDealAccess> {
  await requirePortal();
  return read(`/deals/${segment(params.recordId)}/access`);
}

/** Access given to an organisation, or revoked, from the deal's screen. */
export async function dealAccessAction({ request, params }: ActionFunctionArgs): Promise<FormResult> {
  const form = await request.formData();
  return (
    (await accessAction(form, { dealId: params.recordId ?? "" })) ??
    refused("unknown", [{ message: copy.generic }])
  );
}
