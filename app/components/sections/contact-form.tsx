import type { ChangeEvent, FormEvent } from "react";
import type { CONTACT } from "../../content/contact.ts";
import { controlClass, FieldLabel } from "../ui/form-controls.tsx";
import { OptionSelect } from "../ui/option-select.tsx";
import { ConsentNotice } from "./consent-notice.tsx";

/** The inquiry's fields, named as the insert contract names its columns. */
export type ContactField = "name" | "email" | "message" | "fund_type" | "aum";
export type ContactFormValues = Record<ContactField, string>;

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
  onFieldChange?: (field: ContactField, value: string) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The markup of the "Send Us a Message" form, with no behaviour of its own:
 * submission, toasts and state live in app/contact/ and arrive through props.
 */
export function ContactForm(props: ContactFormProps) {
  const { id, copy, inquiryTypes, sizeRanges, submitting = false, values, onFieldChange, onSubmit } = props;
  const { fields } = copy;

  // Controlled when the caller passes values, uncontrolled (prerendered default) otherwise.
  const bind = (field: ContactField): Binding =>
    values
      ? { value: values[field], onChange: (event) => onFieldChange?.(field, event.target.value) }
      : { defaultValue: "" };

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
      <form method="post" aria-labelledby={id} onSubmit={onSubmit} className="mt-8 grid gap-6 sm:grid-cols-2">
        <div>
          <FieldLabel htmlFor="contact-name" required>
            {fields.name.label}
          </FieldLabel>
          <input
            id="contact-name"
            name="name"
            type="text"
            required
            autoComplete={fields.name.autoComplete}
            disabled={submitting}
            className={controlClass}
            {...bind("name")}
          />
        </div>
        <div>
          <FieldLabel htmlFor="contact-email" required>
            {fields.email.label}
          </FieldLabel>
          <input
            id="contact-email"
            name="email"
            type="email"
            required
            autoComplete={fields.email.autoComplete}
            disabled={submitting}
            className={controlClass}
            {...bind("email")}
          />
        </div>
        <OptionSelect
          id="contact-fund-type"
          name="fund_type"
          label={fields.fundType.label}
          placeholder={fields.fundType.placeholder}
          options={inquiryTypes}
          disabled={submitting}
          binding={bind("fund_type")}
        />
        <OptionSelect
          id="contact-aum"
          name="aum"
          label={fields.aum.label}
          placeholder={fields.aum.placeholder}
          options={sizeRanges}
          disabled={submitting}
          binding={bind("aum")}
        />
        <div className="sm:col-span-2">
          <FieldLabel htmlFor="contact-message" required>
            {fields.message.label}
          </FieldLabel>
          <textarea
            id="contact-message"
            name="message"
            rows={4}
            required
            disabled={submitting}
            className={`${controlClass} resize-y`}
            {...bind("message")}
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
