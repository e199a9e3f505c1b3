import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "react-router";
import {
  DEAL_KINDS,
  DEAL_STATUSES,
  ORGANISATION_KINDS,
  type PortalDeal,
  type PortalOrganisation,
  type PortalPerson,
} from "#common/portal-api.ts";
import { apiRefusal, checkText, type FormProblem, type FormResult, refused, text } from "../form-result.ts";
import { portalApi, read, requirePortal, segment } from "../portal-client.ts";
import { portalCopy as copy, type RecordKind } from "../portal-copy.ts";

const NAME_MAX = 200;
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
  if (kind === "deals") {
    const text = copy.deal;
    return {
      body: {
        name: checkText(form, "name", text.name, NAME_MAX, problems),
        kind: oneOf(form, "kind", DEAL_KINDS, text.kind, problems),
        status: oneOf(form, "status", DEAL_STATUSES, text.status, problems),
        termsRequired: form.get("termsRequired") === "on",
      },
      problems,
    };
  }
  if (kind === "organisations") {
    const text = copy.organisation;
    return {
      body: {
        name: checkText(form, "name", text.name, NAME_MAX, problems),
        kind: oneOf(form, "kind", ORGANISATION_KINDS, text.kind, problems),
      },
      problems,
    };
  }
  const name = checkText(form, "name", copy.person.name, NAME_MAX, problems);
  const email = checkText(form, "email", copy.person.email, 254, problems);
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

export type AnyRecord = PortalDeal | PortalOrganisation | PortalPerson;

/** The record an edit form starts from; no id means a new one (nothing to read). */
export function recordLoader(kind: RecordKind) {
  return async ({ params }: LoaderFunctionArgs): Promise<AnyRecord | null> => {
    await requirePortal();
    return params.recordId ? read<AnyRecord>(`/${kind}/${segment(params.recordId)}`) : null;
  };
}
