import type { LoaderFunctionArgs } from "react-router";
import type { PortalPerson } from "../../../common/portal-api.ts";
import type { PortalDealPage, PortalHome } from "../../../common/portal-person-api.ts";
import { read, requirePortal, segment } from "./portal-client.ts";

export interface ViewAsHome {
  person: PortalPerson;
  home: PortalHome;
}

export interface ViewAsDeal {
  person: PortalPerson;
  page: PortalDealPage;
}

/** What a person's portal home shows them, read by staff (the server records the preview). */
export async function viewAsHomeLoader({ params }: LoaderFunctionArgs): Promise<ViewAsHome> {
  await requirePortal();
  const person = segment(params.recordId);
  const [record, home] = await Promise.all([
    read<PortalPerson>(`/people/${person}`),
    read<PortalHome>(`/people/${person}/view-as/home`),
  ]);
  return { person: record, home };
}

/** A deal's page as that person sees it. */
export async function viewAsDealLoader({ params }: LoaderFunctionArgs): Promise<ViewAsDeal> {
  await requirePortal();
  const person = segment(params.recordId);
  const [record, page] = await Promise.all([
    read<PortalPerson>(`/people/${person}`),
    read<PortalDealPage>(`/people/${person}/view-as/deals/${segment(params.dealId)}`),
  ]);
  return { person: record, page };
}
