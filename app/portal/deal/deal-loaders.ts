import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  redirect,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type {
  PortalDealPage,
  PortalQuestionView,
  PortalTerms,
  PortalUpdateView,
} from "#common/portal-person-api.ts";
import { answerOf, sessionEnded } from "../answers.ts";
import { api } from "../api.ts";
import { content } from "../content.ts";
import { dealPath, termsPath } from "../layout/paths.ts";

const dealApi = (dealId: string | undefined) => `/deals/${encodeURIComponent(dealId ?? "")}`;

/**
 * The deal page; a deal whose terms this person has not accepted shows nothing but them
 * (403 terms_required sends them to the terms first).
 */
export async function dealLoader({ request, params }: LoaderFunctionArgs): Promise<PortalDealPage> {
  const result = await api<PortalDealPage>(dealApi(params.dealId));
  if (result.status === 403 && result.body.code === "terms_required")
    throw redirect(termsPath(params.dealId ?? ""));
  return answerOf(result, request);
}

/**
 * Loading the deal page records a visit (and moves "new since your last visit"): asking a
 * question does not reload it, the screen adds the new question itself.
 */
export function dealShouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

export type AskAnswer = { asked: PortalQuestionView } | { error: string };

export const QUESTION_MAX = 5000;

/** Asks a question on the deal: the new question, or the words of the refusal. */
export async function askAction({ request, params }: ActionFunctionArgs): Promise<AskAnswer> {
  const body = String((await request.formData()).get("body") ?? "").trim();
  if (!body) return { error: content.deal.askMissing };
  if (body.length > QUESTION_MAX) return { error: content.deal.askTooLong };
  const result = await api<PortalQuestionView>(`${dealApi(params.dealId)}/questions`, { body: { body } });
  if (result.status === 201) return { asked: result.body };
  if (result.status === 0) return { error: content.reasons.network };
  if (result.status === 401) return sessionEnded(request);
  if (result.body.code === "not_allowed") return { error: content.deal.cannotAsk };
  return { error: content.errors.generic };
}

/** The deal's terms (newest version): readable before acceptance, by design. */
export async function termsLoader({ request, params }: LoaderFunctionArgs): Promise<PortalTerms> {
  return answerOf(await api<PortalTerms>(`${dealApi(params.dealId)}/terms`), request);
}

/** Accepts the version shown, then opens the deal. */
export async function acceptAction({ request, params }: ActionFunctionArgs) {
  const version = Number((await request.formData()).get("version"));
  const result = await api(`${dealApi(params.dealId)}/terms/acceptance`, { body: { version } });
  if (result.status === 204 || result.status === 200) return redirect(dealPath(params.dealId ?? ""));
  if (result.status === 401) return sessionEnded(request);
  return { error: result.status === 0 ? content.reasons.network : content.terms.acceptFailed };
}

/** One update, in full (the server records the first read). */
export async function updateLoader({ request, params }: LoaderFunctionArgs): Promise<PortalUpdateView> {
  const result = await api<PortalUpdateView>(
    `${dealApi(params.dealId)}/updates/${encodeURIComponent(params.updateId ?? "")}`,
  );
  if (result.status === 403 && result.body.code === "terms_required")
    throw redirect(termsPath(params.dealId ?? ""));
  return answerOf(result, request);
}
