import type { ContactFieldErrors, ContactFormValues } from "#common/contact-form-fields.ts";
import {
  type Element,
  elements,
  find,
  getAttribute,
  parseHtml,
  removeAttribute,
  serializeHtml,
  setAttribute,
  setText,
} from "#common/html-tree.ts";

/** What the answer to a form posted without script shows. */
export interface FormAnswer {
  status: "success" | "failure" | "invalid";
  /** Shown in the fields again; empty after a success, as the scripted form clears them. */
  values: ContactFormValues;
  errors: ContactFieldErrors;
}

/**
 * The answer page to the contact form posted without script: the prerendered
 * contact page itself, with the values filled back into the form and the
 * prerendered notice or field messages un-hidden. Every text shown is already
 * in the page (success and failure notices) or comes from the shared schema
 * (field messages), so the server holds no copy of its own. The page no longer
 * loads the form's script: its fields carry values the island did not render.
 */
export function contactAnswerPage(template: string, answer: FormAnswer): string {
  const document = parseHtml(template);
  const form = find(
    document,
    (element) => element.tagName === "form" && getAttribute(element, "method") === "post",
  );
  if (!form) throw new Error("The contact page has no form posting with method=post.");
  // Field problems are told at the fields; the notices are for the outcome of a send.
  const notice = answer.status === "invalid" ? undefined : answer.status;
  for (const element of elements(document)) {
    removeAttribute(element, "data-island-src");
    if (notice !== undefined && getAttribute(element, "data-form-status") === notice) {
      removeAttribute(element, "hidden");
      // The answer opens at the notice, which is read out, as a toast would be.
      setAttribute(element, "tabindex", "-1");
      setAttribute(element, "autofocus", "");
    }
  }
  let firstInvalid = true;
  for (const control of elements(form)) {
    const name = getAttribute(control, "name") ?? "";
    if (!(name in answer.values)) continue;
    fill(control, answer.values[name as keyof ContactFormValues]);
    const message = answer.errors[name as keyof ContactFieldErrors];
    if (message === undefined) continue;
    const slot = find(form, (element) => getAttribute(element, "data-field-error") === name);
    if (!slot) continue;
    setText(slot, message);
    removeAttribute(slot, "hidden");
    setAttribute(control, "aria-invalid", "true");
    setAttribute(control, "aria-describedby", getAttribute(slot, "id") ?? "");
    // The answer opens at the first refused field.
    if (firstInvalid) setAttribute(control, "autofocus", "");
    firstInvalid = false;
  }
  return serializeHtml(document);
}

function fill(control: Element, value: string): void {
  if (control.tagName === "textarea") setText(control, value);
  if (control.tagName === "input") setAttribute(control, "value", value);
  if (control.tagName !== "select") return;
  for (const option of elements(control)) {
    if (option.tagName !== "option") continue;
    if (getAttribute(option, "value") === value) setAttribute(option, "selected", "");
    else removeAttribute(option, "selected");
  }
}
