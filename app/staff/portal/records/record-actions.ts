import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "react-router";
import { DEAL_KINDS, DEAL_STATUSES, ORGANISATION_KINDS } from "#common/portal-api.ts";
import { apiRefusal, checkText, type FormProblem, type FormResult, refused, text } from "../form-result.ts";
import { portalApi, read, requirePortal, segment } from "../portal-client.ts";
import { portalCopy as copy, type RecordKind } from "../portal-copy.ts";
import { type AnyRecord, EMAIL_MAX, NAME_MAX, RECORD_TEXT } from "./record-fields.ts";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function oneOf<T extends string>(
  form: FormData,
  name: string,
  values: readonly T[],
  label: string,
  problems: FormProblem[],
): T {
  const value = text(form, name);
  if (!values.includes(value as T)) problems.push({ field: name, message: copy.form.choose(label) });
  return value as T;
}

/** The body the API takes for `kind`, from the form, or the problems with what was typed. */
function bodyOf(
  kind: RecordKind,
  form: FormData,
): { body: Record<string, unknown>; problems: FormProblem[] } {
  const problems: FormProblem[] = [];
  // Every kind has a name, checked first so that its problem is listed first.
  const name = checkText(form, "name", RECORD_TEXT[kind].name, NAME_MAX, problems);
  if (kind === "deals") {
    const dealKind = oneOf(form, "kind", DEAL_KINDS, copy.deal.kind, problems);
    const status = oneOf(form, "status", DEAL_STATUSES, copy.deal.status, problems);
    return {
      body: { name, kind: dealKind, status, termsRequired: form.get("termsRequired") === "on" },
      problems,
    };
  }
  if (kind === "organisations") {
    return {
      body: { name, kind: oneOf(form, "kind", ORGANISATION_KINDS, copy.organisation.kind, problems) },
      problems,
    };
  }
  const email = checkText(form, "email", copy.person.email, EMAIL_MAX, problems);
  if (email && !EMAIL.test(email)) problems.push({ field: "email", message: copy.form.email });
  return { body: { name, email }, problems };
}

/**
 * Creating (no id in the address) or editing a record: checked here first, so each problem
 * is named beside its field, then sent; the API's own refusal (a taken e-mail address…)
 * comes back in its words. Done, the record's own screen opens.
 */
export function recordAction(kind: RecordKind) {
  return async ({ request, params }: ActionFunctionArgs): Promise<FormResult | Response> => {
    const id = params.recordId;
    const { body, problems } = bodyOf(kind, await request.formData());
    if (problems.length) return refused("save", problems);
    const answer = await portalApi<{ id: string }>(id ? `/${kind}/${segment(id)}` : `/${kind}`, {
      method: id ? "PATCH" : "POST",
      body,
    });
    if (answer.status === 200 || answer.status === 201)
      return redirect(`/inbox/portal/${kind}/${answer.body.id}`);
    return apiRefusal("save", answer, answer.body.code === "duplicate" ? "email" : undefined);
  };
}

/** The record an edit form starts from; no id means a new one (nothing to read). */
export function recordLoader(kind: RecordKind) {
  return async ({ params }: LoaderFunctionArgs): Promise<AnyRecord | null> => {
    await requirePortal();
    return params.recordId ? read<AnyRecord>(`/${kind}/${segment(params.recordId)}`) : null;
  };
}
