import { type FormEvent, useEffect, useRef, useState } from "react";
import { fieldMessages, submissionInput } from "#common/contact-form-fields.ts";
import type { ContactField } from "#common/contact-schema.ts";
import { contactFeedback } from "../content/contact-feedback.ts";
import { settings } from "../content/settings.ts";
import {
  type ContactFieldErrors,
  type ContactFormValues,
  EMPTY_CONTACT_VALUES,
  HONEYPOT_FIELD,
} from "./contact-model.ts";
import { submitInquiry } from "./submit-inquiry.ts";
import { useToast } from "./toaster.tsx";

// The schema (and zod) is fetched when the visitor starts typing, not with the
// island: most visitors read the page without writing.
let schemaModule: Promise<typeof import("#common/contact-schema.ts")> | undefined;
const loadSchema = () => {
  schemaModule ??= import("#common/contact-schema.ts");
  return schemaModule;
};

/**
 * The contact form's states: idle or submitting. Values stay in React state, so
 * a failure keeps what the visitor typed and a success clears it. `initialValues`
 * are what the visitor typed before the island took over.
 */
export function useContactForm(initialValues: ContactFormValues = EMPTY_CONTACT_VALUES) {
  const [values, setValues] = useState<ContactFormValues>(initialValues);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  // State updates are asynchronous; a ref stops a fast second click sending twice.
  const inFlight = useRef(false);
  const form = useRef<HTMLFormElement | null>(null);
  const showToast = useToast();

  // Disabling the focused button drops focus to <body>; hand it back when done.
  useEffect(() => {
    if (!submitting && form.current?.contains(document.activeElement) === false) {
      form.current.querySelector<HTMLButtonElement>("button[type=submit]")?.focus();
    }
  }, [submitting]);

  const succeed = () => {
    setValues(EMPTY_CONTACT_VALUES);
    setErrors({});
    showToast({
      variant: "success",
      title: contactFeedback.success.title,
      description: contactFeedback.success.description(settings.firmName),
    });
  };

  const onFieldChange = (field: ContactField, value: string) => {
    void loadSchema();
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const fail = (error: unknown) => {
    console.error(error);
    showToast({
      variant: "destructive",
      title: contactFeedback.failure.title,
      description: contactFeedback.failure.description,
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const formElement = event.currentTarget;
    form.current = formElement;
    // A bot that filled the hidden field is told it worked, so it learns nothing.
    const honeypot = new FormData(formElement).get(HONEYPOT_FIELD);
    if (typeof honeypot === "string" && honeypot !== "") return succeed();

    inFlight.current = true;
    try {
      const { contactSubmissionSchema } = await loadSchema();
      const parsed = contactSubmissionSchema.safeParse(submissionInput(values));
      if (!parsed.success) {
        const found = fieldMessages(parsed.error);
        setErrors(found);
        formElement.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
        return;
      }
      setSubmitting(true);
      const { error } = await submitInquiry(parsed.data);
      if (error) fail(error);
      else succeed();
    } catch (error) {
      // The schema's script could not be fetched (offline): same notice as a failed send.
      schemaModule = undefined;
      fail(error);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return { values, errors, submitting, onFieldChange, onSubmit };
}
