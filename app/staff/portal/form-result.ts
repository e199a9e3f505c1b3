import type { ApiResult } from "../api.ts";
import { portalCopy as copy } from "./portal-copy.ts";

/** One error of a form: its words, and the name of the field it belongs to, if any. */
export interface FormProblem {
  field?: string;
  message: string;
}

/** What a portal screen's action answers: done (with a sentence to announce), or why not. */
export type FormResult =
  | { intent: string; ok: true; message: string; link?: string | null }
  | { intent: string; ok: false; problems: FormProblem[] };

export function done(intent: string, message: string, link?: string | null): FormResult {
  return { intent, ok: true, message, ...(link === undefined ? {} : { link }) };
}

export function refused(intent: string, problems: FormProblem[]): FormResult {
  return { intent, ok: false, problems };
}

/**
 * The API's refusal in words for the form: offline, or the server's own message (it says
 * which field and why), put beside `field` when the refusal is about it.
 */
export function apiRefusal(intent: string, answer: ApiResult<unknown>, field?: string): FormResult {
  if (answer.status === 0) return refused(intent, [{ message: copy.offline }]);
  const message = answer.body.message ?? copy.generic;
  return refused(intent, [field ? { field, message } : { message }]);
}

/** A text field of a form, trimmed. */
export function text(form: FormData, name: string): string {
  return String(form.get(name) ?? "").trim();
}

/** Required, at most `max` characters: the problem with the field's value, if any. */
export function checkText(
  form: FormData,
  name: string,
  label: string,
  max: number,
  problems: FormProblem[],
): string {
  const value = text(form, name);
  if (!value) problems.push({ field: name, message: copy.form.required(label) });
  else if (value.length > max) problems.push({ field: name, message: copy.form.tooLong(label, max) });
  return value;
}

/** A day typed in a date field as the instant its day ends for the viewer; null when empty. */
export function endOfDay(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  // The next day's midnight, built from its parts: a day is not always 24 hours long.
  const next = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1);
  return Number.isNaN(next.getTime()) ? null : next.toISOString();
}
