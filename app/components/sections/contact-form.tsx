import type { ChangeEvent, FormEvent, ReactNode } from "react";
import type { ContactField } from "../../../common/contact-schema.ts";
import type { CONTACT } from "../../content/contact.ts";
import { controlClass, FieldLabel } from "../ui/form-controls.tsx";
import { OptionSelect } from "../ui/option-select.tsx";
import { ConsentNotice } from "./consent-notice.tsx";

export type ContactFormValues = Record<ContactField, string>;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

type ControlEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;
/** How a control gets its value: from the caller's state, or its own (prerendered default). */
export type Binding = { value: string; onChange: (event: ControlEvent) => void } | { defaultValue: string };

export const EMPTY_CONTACT_VALUES: ContactFormValues = {
  name: "",
  email: "",
  message: "",
  fund_type: "",
  aum: "",
};

/** Name of the hidden field only bots fill in; it is never sent. */
export const HONEYPOT_FIELD = "website";

export interface ContactFormProps {
  id: string;
  copy: (typeof CONTACT)["form"];
  inquiryTypes: readonly string[];
  sizeRanges: readonly string[];
  privacyPath: string;
  disclaimerAnchor: string;
  email: string;
  /** While true every control is disabled and the button reads the "sending" label. */
  submitting?: boolean;
  /** When given, the fields are controlled by the caller (app/contact/); otherwise they keep their own state. */
  values?: ContactFormValues;
  /** Messages for values the browser accepted but the shared schema refuses. */
  errors?: ContactFieldErrors;
  onFieldChange?: (field: ContactField, value: string) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

const fieldId = (field: ContactField) => `contact-${field.replace("_", "-")}`;

/**
 * The markup of the "Send Us a Message" form, with no behaviour of its own:
 * submission, toasts and state live in app/contact/ and arrive through props.
 */
export function ContactForm(props: ContactFormProps) {
  const { id, copy, inquiryTypes, sizeRanges, submitting = false, values, errors = {} } = props;
  const { fields } = copy;

  // Controlled when the caller passes values, uncontrolled (prerendered default) otherwise.
  const bind = (field: ContactField): Binding =>
    values
      ? { value: values[field], onChange: (event) => props.onFieldChange?.(field, event.target.value) }
      : { defaultValue: "" };
  // Every control gets its id, name, state and, when refused, its message.
  const control = (field: ContactField) => ({
    id: fieldId(field),
    name: field,
    disabled: submitting,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `${fieldId(field)}-error` : undefined,
    ...bind(field),
  });

  return (
    <div className="rounded-sm border border-line bg-white p-6 sm:p-10">
      <h2 id={id} className="text-3xl">
        {copy.title}
      </h2>
      <p className="mt-3 text-sm text-muted">{copy.requiredNote}</p>
      <noscript>
        <p className="mt-4 rounded-sm bg-sand p-4 text-sm">
          {copy.noScript} <a href={`mailto:${props.email}`}>{props.email}</a>.
        </p>
      </noscript>
      {/* POST, never GET: without script a message must not end up in a URL. */}
      <form
        method="post"
        aria-labelledby={id}
        onSubmit={props.onSubmit}
        className="mt-8 grid gap-6 sm:grid-cols-2"
      >
        <Field field="name" label={fields.name.label} error={errors.name} required>
          <input
            type="text"
            required
            autoComplete={fields.name.autoComplete}
            className={controlClass}
            {...control("name")}
          />
        </Field>
        <Field field="email" label={fields.email.label} error={errors.email} required>
          <input
            type="email"
            required
            autoComplete={fields.email.autoComplete}
            className={controlClass}
            {...control("email")}
          />
        </Field>
        <OptionSelect
          id={fieldId("fund_type")}
          name="fund_type"
          label={fields.fundType.label}
          placeholder={fields.fundType.placeholder}
          options={inquiryTypes}
          disabled={submitting}
          binding={bind("fund_type")}
        />
        <OptionSelect
          id={fieldId("aum")}
          name="aum"
          label={fields.aum.label}
          placeholder={fields.aum.placeholder}
          options={sizeRanges}
          disabled={submitting}
          binding={bind("aum")}
        />
        <Field field="message" label={fields.message.label} error={errors.message} required wide>
          <textarea rows={4} required className={`${controlClass} resize-y`} {...control("message")} />
        </Field>
        {/* Off-screen rather than display:none, which some bots skip; hidden from people and assistive tech. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="contact-website">{copy.honeypotLabel}</label>
          <input
            id="contact-website"
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            disabled={submitting}
          />
        </div>
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={submitting}
            className="inline-flex min-h-12 w-full items-center justify-center rounded-sm bg-ink-950 px-8 py-3 text-sm font-semibold tracking-wide text-white transition-[color,background-color,border-color] hover:bg-ink-800 disabled:cursor-wait disabled:bg-ink-700 sm:w-auto"
          >
            {submitting ? copy.submittingLabel : copy.submitLabel}
          </button>
          <ConsentNotice
            copy={copy.notice}
            privacyPath={props.privacyPath}
            disclaimerAnchor={props.disclaimerAnchor}
          />
        </div>
      </form>
    </div>
  );
}

interface FieldProps {
  field: ContactField;
  label: string;
  error: string | undefined;
  required?: boolean;
  wide?: boolean;
  children: ReactNode;
}

/** A labelled control with the message that explains why its value was refused. */
function Field({ field, label, error, required = false, wide = false, children }: FieldProps) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <FieldLabel htmlFor={fieldId(field)} required={required}>
        {label}
      </FieldLabel>
      {children}
      {error ? (
        <p id={`${fieldId(field)}-error`} className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
