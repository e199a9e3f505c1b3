import { type LoaderFunctionArgs, redirect } from "react-router";
import type { PersonDocumentView } from "#common/portal-documents-api.ts";
import { answerOf } from "../answers.ts";
import { api } from "../api.ts";
import { termsPath } from "../layout/paths.ts";
import { documentsApi } from "./documents-paths.ts";

/**
 * Opens a document: the server starts a view (page time is sent against it) and signs
 * the page images' addresses for this person for a few minutes.
 */
export async function openDocument(dealId: string, documentId: string) {
  return api<PersonDocumentView>(documentsApi.open(dealId, documentId));
}

export async function viewerLoader({ request, params }: LoaderFunctionArgs): Promise<PersonDocumentView> {
  const result = await openDocument(params.dealId ?? "", params.documentId ?? "");
  if (result.status === 403 && result.body.code === "terms_required")
    throw redirect(termsPath(params.dealId ?? ""));
  return answerOf(result, request);
}
