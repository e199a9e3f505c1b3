import type { LoaderFunctionArgs } from "react-router";
import type { PortalPerson } from "#common/portal-api.ts";
import type { PreviewDocumentView } from "#common/portal-documents-api.ts";
import type { PortalDealPage, PortalHome } from "#common/portal-person-api.ts";
import { read, requirePortal, segment } from "../portal-client.ts";

export interface ViewAsHome {
  person: PortalPerson;
  home: PortalHome;
}

export interface ViewAsDeal {
  person: PortalPerson;
  page: PortalDealPage;
}

export interface ViewAsDocument {
  person: PortalPerson;
  document: PreviewDocumentView;
}

/** The person's documents on a deal as staff preview them, under the staff API (/inbox/api). */
export const previewDocumentsApi = (personId: string, dealId: string) =>
  `/portal/people/${encodeURIComponent(personId)}/view-as/deals/${encodeURIComponent(dealId)}/documents`;

/** The staff app's screen of one document of a person's preview. */
export const previewDocumentPath = (personId: string, dealId: string, documentId: string) =>
  `/inbox/portal/people/${encodeURIComponent(personId)}/view-as/deals/${encodeURIComponent(dealId)}/documents/${encodeURIComponent(documentId)}`;

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

/** A document as that person would open it, its pages signed for the staff member looking. */
export async function viewAsDocumentLoader({ params }: LoaderFunctionArgs): Promise<ViewAsDocument> {
  await requirePortal();
  const person = segment(params.recordId);
  const [record, document] = await Promise.all([
    read<PortalPerson>(`/people/${person}`),
    read<PreviewDocumentView>(
      `/people/${person}/view-as/deals/${segment(params.dealId)}/documents/${segment(params.documentId)}`,
    ),
  ]);
  return { person: record, document };
}
