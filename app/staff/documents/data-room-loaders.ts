import type { LoaderFunctionArgs } from "react-router";
import { loadFailure } from "#app/ui/load-failure.ts";
import type { PortalDeal, PortalDealAccess, PortalList } from "#common/portal-api.ts";
import type {
  DocumentActivity,
  PreviewDocumentView,
  StaffDocumentView,
  StatementBatchView,
} from "#common/portal-documents-api.ts";
import { type ApiResult, api } from "../api.ts";
import { dataRoomApi } from "./data-room-paths.ts";

function bodyOf<T>(result: ApiResult<T>): T {
  if (result.status !== 200) loadFailure(result);
  return result.body;
}

/** The deals, each leading to its data room. */
export async function dealsLoader(): Promise<PortalList<PortalDeal>> {
  return bodyOf(await api<PortalList<PortalDeal>>(dataRoomApi.deals));
}

export interface DealDocuments {
  access: PortalDealAccess;
  documents: StaffDocumentView[];
}

/** A deal's documents, with who has access (the organisations an audience can name). */
export async function dealDocumentsLoader({ params }: LoaderFunctionArgs): Promise<DealDocuments> {
  const dealId = params.dealId ?? "";
  const [access, documents] = await Promise.all([
    api<PortalDealAccess>(dataRoomApi.dealAccess(dealId)),
    api<StaffDocumentView[] | { items: StaffDocumentView[] }>(dataRoomApi.documents(dealId)),
  ]);
  const list = bodyOf(documents);
  return { access: bodyOf(access), documents: Array.isArray(list) ? list : list.items };
}

export interface DocumentDetail {
  document: StaffDocumentView;
  access: PortalDealAccess;
  activity: DocumentActivity;
}

/** One document: its controls and versions, the deal's organisations, and who has seen it. */
export async function documentLoader({ params }: LoaderFunctionArgs): Promise<DocumentDetail> {
  const documentId = params.documentId ?? "";
  const [document, activity] = await Promise.all([
    api<StaffDocumentView>(dataRoomApi.document(documentId)),
    api<DocumentActivity>(dataRoomApi.activity(documentId)),
  ]);
  const found = bodyOf(document);
  const access = bodyOf(await api<PortalDealAccess>(dataRoomApi.dealAccess(found.dealId)));
  return { document: found, access, activity: bodyOf(activity) };
}

export interface BatchDetail {
  batch: StatementBatchView;
  access: PortalDealAccess;
}

/** A statement batch's match table, with the deal's organisations to fix a row with. */
export async function batchLoader({ params }: LoaderFunctionArgs): Promise<BatchDetail> {
  const batch = bodyOf(await api<StatementBatchView>(dataRoomApi.batch(params.batchId ?? "")));
  const access = bodyOf(await api<PortalDealAccess>(dataRoomApi.dealAccess(batch.dealId)));
  return { batch, access };
}

/** Everything one person opened or downloaded. */
export async function personActivityLoader({ params }: LoaderFunctionArgs): Promise<DocumentActivity> {
  return bodyOf(await api<DocumentActivity>(dataRoomApi.personActivity(params.personId ?? "")));
}

export interface DocumentPreview {
  document: StaffDocumentView;
  preview: PreviewDocumentView;
}

/** A document's pages for staff's own preview (a draft's too), with its record. */
export async function previewLoader({ params }: LoaderFunctionArgs): Promise<DocumentPreview> {
  const documentId = params.documentId ?? "";
  const [document, preview] = await Promise.all([
    api<StaffDocumentView>(dataRoomApi.document(documentId)),
    api<PreviewDocumentView>(dataRoomApi.preview(documentId)),
  ]);
  return { document: bodyOf(document), preview: bodyOf(preview) };
}

export interface ReaderDetail {
  document: StaffDocumentView;
  personId: string;
  /** The reader's openings and downloads of this document alone. */
  activity: DocumentActivity;
}

/** One reader's openings and downloads of one document. */
export async function readerLoader({ params }: LoaderFunctionArgs): Promise<ReaderDetail> {
  const documentId = params.documentId ?? "";
  const personId = params.personId ?? "";
  const [document, activity] = await Promise.all([
    api<StaffDocumentView>(dataRoomApi.document(documentId)),
    api<DocumentActivity>(dataRoomApi.activity(documentId)),
  ]);
  const all = bodyOf(activity);
  const mine = <T extends { personId: string }>(rows: T[]) => rows.filter((row) => row.personId === personId);
  return {
    document: bodyOf(document),
    personId,
    activity: { readers: mine(all.readers), views: mine(all.views), downloads: mine(all.downloads) },
  };
}
