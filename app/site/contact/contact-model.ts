/*
 * The contact form's model, below everything else in this folder: the markup,
 * the hook and the island all read it; it reads only the shared schema's field
 * names. Values and errors are the shared types of common/contact-form-fields.ts.
 */
import type { ContactField } from "#common/contact-schema.ts";

export {
  type ContactFieldErrors,
  type ContactFormValues,
  EMPTY_CONTACT_VALUES,
  HONEYPOT_FIELD,
} from "#common/contact-form-fields.ts";

/** id of the element the island hydrates: the form, its notices and the toasts. */
export const CONTACT_ISLAND_ID = "contact-island";

/** id of a field's control; its message slot is `${fieldId(field)}-error`. */
export const fieldId = (field: ContactField) => `contact-${field.replace("_", "-")}`;
