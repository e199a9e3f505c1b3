import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { loadFailure } from "#app/ui/load-failure.ts";
import type { PortalDealAccess, PortalList } from "#common/portal-api.ts";
import type {
  StaffQuestionView,
  StaffTermsView,
  StaffUpdateView,
  UpdateReads,
} from "#common/portal-person-api.ts";
import { contentCopy as copy } from "../content-copy.ts";
import {
  apiRefusal,
  checkText,
  done,
  type FormProblem,
  type FormResult,
  refused,
  text,
} from "../form-result.ts";
import { portalApi, read, requirePortal, segment } from "../portal-client.ts";
import { undoCopy } from "../undo-copy.ts";
import { updateChangeAction, updateText } from "../updates/update-change-action.ts";

const dealPath = (params: LoaderFunctionArgs["params"]) => `/deals/${segment(params.recordId)}`;

/** The deal's terms (null when it has none yet). */
export async function termsLoader({ params }: LoaderFunctionArgs): Promise<StaffTermsView | null> {
  await requirePortal();
  const answer = await portalApi<StaffTermsView>(`${dealPath(params)}/terms`);
  if (answer.status === 404 && answer.body.code === "not_found") return null;
  if (answer.status !== 200) loadFailure(answer);
  return answer.body;
}

/** A new version of the terms, published at once. */
export async function termsAction({ request, params }: ActionFunctionArgs): Promise<FormResult> {
  const form = await request.formData();
  const problems: FormProblem[] = [];
  const bodyMd = checkText(form, "bodyMd", copy.terms.text, 50_000, problems);
  if (problems.length) return refused("terms", problems);
  const answer = await portalApi<StaffTermsView>(`${dealPath(params)}/terms`, {
    method: "PUT",
    body: { bodyMd },
  });
  return answer.status === 200
    ? done("terms", copy.terms.published_(answer.body.version))
    : apiRefusal("terms", answer);
}

export interface UpdatesData {
  updates: PortalList<StaffUpdateView>;
  /** The organisations with live access: the ones an update can be aimed at. */
  organisations: { id: string; name: string }[];
}

/** The deal's updates, newest first, and the organisations one can be posted to. */
export async function updatesLoader({ params, request }: LoaderFunctionArgs): Promise<UpdatesData> {
  await requirePortal();
  const cursor = new URL(request.url).searchParams.get("cursor");
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : "";
  const [updates, access] = await Promise.all([
    read<PortalList<StaffUpdateView>>(`${dealPath(params)}/updates${query}`),
    read<PortalDealAccess>(`${dealPath(params)}/access`),
  ]);
  const organisations = access.grants
    .filter((grant) => grant.live)
    .map((grant) => ({ id: grant.organisationId, name: grant.organisation.name }));
  return { updates, organisations };
}

/** An update posted to the whole deal or to the organisations chosen. */
export async function updatesAction({ request, params }: ActionFunctionArgs): Promise<FormResult> {
  const form = await request.formData();
  const changed = await updateChangeAction(form, dealPath(params));
  if (changed) return changed;
  const problems: FormProblem[] = [];
  const { title, bodyMd } = updateText(form, problems);
  const audience = text(form, "audience") === "organisations" ? "organisations" : "deal";
  const organisationIds = form.getAll("organisationIds").map(String);
  if (audience === "organisations" && organisationIds.length === 0)
    problems.push({ field: "organisationIds", message: copy.updates.chooseOrganisation });
  if (problems.length) return refused("update", problems);
  const answer = await portalApi<StaffUpdateView>(`${dealPath(params)}/updates`, {
    body: { title, bodyMd, audience, ...(audience === "organisations" ? { organisationIds } : {}) },
  });
  return answer.status === 201 ? done("update", copy.updates.posted) : apiRefusal("update", answer);
}

/** Who saw one update (loaded when asked, by a fetcher). */
export async function readsLoader({ params }: LoaderFunctionArgs): Promise<UpdateReads> {
  await requirePortal();
  return read(`${dealPath(params)}/updates/${segment(params.updateId)}/reads`);
}

/** The deal's questions: the open ones, or all. */
export async function questionsLoader({
  params,
  request,
}: LoaderFunctionArgs): Promise<PortalList<StaffQuestionView>> {
  await requirePortal();
  const search = new URL(request.url).searchParams;
  const query = new URLSearchParams({ state: search.get("state") === "all" ? "all" : "open" });
  const cursor = search.get("cursor");
  if (cursor) query.set("cursor", cursor);
  return read(`${dealPath(params)}/questions?${query}`);
}

/** A question answered (privately, or published at once), or an answered one published. */
export async function questionsAction({ request }: ActionFunctionArgs): Promise<FormResult> {
  const form = await request.formData();
  const intent = text(form, "intent");
  const question = `/questions/${segment(text(form, "questionId"))}`;
  if (intent === "publish") {
    const answer = await portalApi<StaffQuestionView>(`${question}/publication`, { body: {} });
    return answer.status === 200 ? done(intent, copy.questions.publishedDone) : apiRefusal(intent, answer);
  }
  const answerMd = text(form, "answerMd");
  if (!answerMd) return refused(intent, [{ field: "answerMd", message: copy.questions.emptyAnswer }]);
  const publish = intent === "answer-publish";
  const answer = await portalApi<StaffQuestionView>(`${question}/answer`, { body: { answerMd, publish } });
  if (answer.status !== 200) return apiRefusal(intent, answer);
  if (intent === "answer-edit") return done(intent, undoCopy.questions.editedDone);
  // Where the answer went, in names: the organisation that sees it and the person told.
  const { organisation, askedBy } = answer.body;
  return done(
    intent,
    publish
      ? copy.questions.publishedDone
      : undoCopy.questions.sentPrivately(organisation.name, askedBy.name),
  );
}
