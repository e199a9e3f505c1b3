import type { ChangeEvent, FormEvent, ReactNode } from "react";
import type { ContactFieldErrors, ContactFormValues } from "#common/contact-form-fields.ts";
import type { ContactField } from "#common/contact-schema.ts";
import { controlClass, FieldLabel } from "../components/ui/form-controls.tsx";
import { OptionSelect } from "../components/ui/option-select.tsx";
import { ConsentNotice, type ConsentNoticeCopy } from "./consent-notice.tsx";
import { fieldId, HONEYPOT_FIELD } from "./contact-model.ts";
import { FormStatus, type FormStatusCopy } from "./form-status.tsx";

type ControlEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

export interface ContactFormCopy {
  title: string;
  requiredNote: string;
  fields: {
    name: { label: string; autoComplete: string };
    email: { label: string; autoComplete: string };
    fundType: { label: string; placeholder: string };
    aum: { label: string; placeholder: string };
    message: { label: string };
  };
  submitLabel: string;
  submittingLabel: string;
  notice: ConsentNoticeCopy;
  /** Shown without script where the form cannot post by itself (a static host). */
  noScript: string;
  honeypotLabel: string;
}

export interface ContactFormProps {
  id: string;
  copy: ContactFormCopy;
  /** The answers to a sent form; the server shows one when the form was posted without script. */
  status: FormStatusCopy;
  inquiryTypes: readonly string[];
  sizeRanges: readonly string[];
  privacyPath: string;
  disclaimerAnchor: string;
  email: string;
  /** Where the form posts without script; undefined where nothing can receive it (a static host). */
  action: string | undefined;
  /** While true every control is disabled and the button reads the "sending" label. */
  submitting: boolean;
  values: ContactFormValues;
  /** Messages for values the browser accepted but the shared schema refuses. */
  errors: ContactFieldErrors;
  onFieldChange: (field: ContactField, value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The markup of the "Send Us a Message" form, with no behaviour of its own:
 * state, submission and toasts arrive through props (use-contact-form.ts).
 * Every element the server's no-script answer fills in is already here,
 * hidden: the status notices and one message slot per field.
 */
export function ContactForm(props: ContactFormProps) {
  const { id, copy, submitting, values, errors } = props;
  const { fields } = copy;

  // Every control gets its id, name, value, state and, when refused, its message.
  const control = (field: ContactField) => ({
    id: fieldId(field),
    name: field,
    disabled: submitting,
    value: values[field],
    onChange: (event: ControlEvent) => props.onFieldChange(field, event.target.value),
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `${fieldId(field)}-error` : undefined,
  });

  const input = (field: "name" | "email", type: "text" | "email") => (
    <Field field={field} label={fields[field].label} error={errors[field]} required>
      <input
        type={type}
        required
        autoComplete={fields[field].autoComplete}
        className={controlClass}
        {...control(field)}
      />
    </Field>
  );

  const select = (
    field: "fund_type" | "aum",
    text: ContactFormCopy["fields"]["aum"],
    options: readonly string[],
  ) => (
    <OptionSelect
      id={fieldId(field)}
      name={field}
      label={text.label}
      placeholder={text.placeholder}
      options={options}
      disabled={submitting}
      binding={{ value: values[field], onChange: control(field).onChange }}
    />
  );

  return (
    <div className="rounded-sm border border-line bg-white p-6 sm:p-10">
      <h2 id={id} className="text-3xl">
        {copy.title}
      </h2>
      <p className="mt-3 text-sm text-muted">{copy.requiredNote}</p>
      {props.action === undefined ? (
        <noscript>
          <p className="mt-4 rounded-sm bg-sand p-4 text-sm">
            {copy.noScript} <a href={`mailto:${props.email}`}>{props.email}</a>.
          </p>
        </noscript>
      ) : null}
      <FormStatus copy={props.status} />
      {/* POST, never GET: a message must not end up in a URL. */}
      <form
        method="post"
        action={props.action}
        aria-labelledby={id}
        onSubmit={props.onSubmit}
        className="mt-8 grid gap-6 sm:grid-cols-2"
      >
        {input("name", "text")}
        {input("email", "email")}
        {select("fund_type", fields.fundType, props.inquiryTypes)}
        {select("aum", fields.aum, props.sizeRanges)}
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

/**
 * A labelled control with the slot for the message that explains why its value
 * was refused: hidden and empty until there is one.
 */
function Field({ field, label, error, required = false, wide = false, children }: FieldProps) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <FieldLabel htmlFor={fieldId(field)} required={required}>
        {label}
      </FieldLabel>
      {children}
      <p
        id={`${fieldId(field)}-error`}
        data-field-error={field}
        hidden={!error}
        className="mt-2 text-sm font-medium text-danger"
      >
        {error}
      </p>
    </div>
  );
}
