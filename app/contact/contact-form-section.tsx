import { ContactForm } from "../components/sections/contact-form.tsx";
import { CONTACT, INQUIRY_TYPES, LEGAL_DISCLAIMER_ID, SIZE_RANGES } from "../content/contact.ts";
import { PAGES } from "../content/pages.ts";
import { settings } from "../content/settings.ts";
import { useContactForm } from "./use-contact-form.ts";

/** The contact form with its behaviour; must be rendered inside a <Toaster>. */
export function ContactFormSection() {
  const form = useContactForm();
  return (
    <ContactForm
      id="contact-form-title"
      copy={CONTACT.form}
      inquiryTypes={INQUIRY_TYPES}
      sizeRanges={SIZE_RANGES}
      privacyPath={PAGES.privacyPolicy.path}
      disclaimerAnchor={LEGAL_DISCLAIMER_ID}
      email={settings.contactEmail}
      {...form}
    />
  );
}
