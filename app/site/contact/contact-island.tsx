import { CONTACT_FORM_PATH } from "#common/contact-form-fields.ts";
import { CONTACT, INQUIRY_TYPES, LEGAL_DISCLAIMER_ID, SIZE_RANGES } from "../content/contact.ts";
import { contactFeedback } from "../content/contact-feedback.ts";
import { PAGES } from "../content/pages.ts";
import { settings } from "../content/settings.ts";
import { ContactForm } from "./contact-form.tsx";
import { type ContactFormValues, EMPTY_CONTACT_VALUES } from "./contact-model.ts";
import { Toaster } from "./toaster.tsx";
import { useContactForm } from "./use-contact-form.ts";

/**
 * The one part of the site that runs React in the browser: the contact form
 * with its toasts. Rendered into the page at build time, and hydrated by
 * island-entry.tsx from the same component.
 */
export function ContactIsland({
  initialValues = EMPTY_CONTACT_VALUES,
}: {
  initialValues?: ContactFormValues;
}) {
  return (
    <Toaster>
      <ContactFormWithState initialValues={initialValues} />
    </Toaster>
  );
}

/** The form with its behaviour; inside the Toaster, whose context it uses. */
function ContactFormWithState({ initialValues }: { initialValues: ContactFormValues }) {
  const form = useContactForm(initialValues);
  return (
    <ContactForm
      id="contact-form-title"
      copy={CONTACT.form}
      status={{
        success: {
          ...contactFeedback.success,
          description: contactFeedback.success.description(settings.firmName),
        },
        failure: contactFeedback.failure,
      }}
      inquiryTypes={INQUIRY_TYPES}
      sizeRanges={SIZE_RANGES}
      privacyPath={PAGES.privacyPolicy.path}
      disclaimerAnchor={LEGAL_DISCLAIMER_ID}
      email={settings.contactEmail}
      // The bundled server (same origin) answers a form posted without script; a
      // hosted data API cannot, so there the page says how to write by e-mail.
      action={settings.dataApi.url === "" ? CONTACT_FORM_PATH : undefined}
      {...form}
    />
  );
}
