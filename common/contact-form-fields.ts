/**
 * The contact form as HTML submits it: the page it posts to, its field names
 * and how a set of posted fields becomes a submission. The form's script and
 * the server's no-script answer read the same fields the same way.
 */
import type { ContactField, SchemaError } from "./contact-schema.ts";

/** The contact page, which is also where the form posts when script is off. */
export const CONTACT_FORM_PATH = "/contact";

/** Name of the hidden field only bots fill in; it is never stored. */
export const HONEYPOT_FIELD = "website";

/** What a form sends: every value a string, an unchosen option an empty one. */
export type ContactFormValues = Record<ContactField, string>;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT_VALUES: ContactFormValues = {
  name: "",
  email: "",
  message: "",
  fund_type: "",
  aum: "",
};

/**
 * Reads the fields from posted form data (missing ones are empty). A browser
 * sends a text area's line breaks as CRLF; they are stored as the LF the visitor
 * typed, as when the form's script sends them.
 */
export function formValues(data: { get(name: string): unknown }): ContactFormValues {
  const read = (field: ContactField) => {
    const value = data.get(field);
    return typeof value === "string" ? value.replace(/\r\n?/g, "\n") : "";
  };
  return {
    name: read("name"),
    email: read("email"),
    message: read("message"),
    fund_type: read("fund_type"),
    aum: read("aum"),
  };
}

/** The schema's input: an unchosen option is null, as the insert API expects. */
export function submissionInput(values: ContactFormValues) {
  return { ...values, fund_type: values.fund_type || null, aum: values.aum || null };
}

/** The first problem of each field, as shown beside it. */
export function fieldMessages(error: SchemaError): ContactFieldErrors {
  const found: ContactFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && field in EMPTY_CONTACT_VALUES)
      found[field as ContactField] ??= issue.message;
  }
  return found;
}
