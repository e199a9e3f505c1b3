import { INQUIRY_TYPES, SIZE_RANGES } from "#common/contact-options.ts";
import { settings } from "./settings.ts";

// The option lists are shared with the server's schema; re-exported here so the
// page's copy reads from one place without a second copy of the lists.
export { INQUIRY_TYPES, SIZE_RANGES };

/** Anchor of the legal disclaimer card, linked from the notice under the form. */
export const LEGAL_DISCLAIMER_ID = "legal-disclaimer";

export const CONTACT = {
  intro: {
    eyebrow: "Contact",
    title: "Get in Touch",
    lead: "Whether you are a project sponsor seeking capital, a fund manager preparing a raise or an institutional investor looking for well-structured opportunities, we would be glad to hear from you.",
  },
  form: {
    title: "Send Us a Message",
    requiredNote: "Fields marked with an asterisk (*) are required.",
    fields: {
      name: { label: "Full Name", autoComplete: "name" },
      email: { label: "Email Address", autoComplete: "email" },
      fundType: { label: "Inquiry Type (optional)", placeholder: "Select an inquiry type" },
      aum: { label: "Size Range (optional)", placeholder: "Select a size range" },
      message: { label: "Message" },
    },
    submitLabel: "Send Message",
    submittingLabel: "Sending...",
    notice: {
      before: "By submitting this form, you agree to our ",
      privacyLabel: "Privacy Policy",
      middle: " and acknowledge the ",
      disclaimerLabel: "legal disclaimer",
      after: ".",
    },
    noScript: "This form needs JavaScript. You can also write to us directly at",
    /** Label of the hidden anti-spam field; only bots see and fill it. */
    honeypotLabel: "Leave this field empty",
  },
  details: {
    title: "Contact Details",
    emailLabel: "Email",
    headquarters: "Headquartered in Europe (Specifics available upon engagement)",
    directContact: "(Direct contact details provided post-qualification)",
  },
  operationalFocus: {
    title: "Operational Focus",
    regions: ["CIS Countries", "South East Asia", "Western Africa", "Eastern Europe", "Latin America"],
    officeHours: "Office Hours: By appointment, accommodating global time zones.",
  },
  disclaimer: {
    title: "Legal Disclaimer",
    text: `This website is for informational purposes only and does not constitute investment advice. Nothing on it is an offer to sell, or a solicitation of an offer to buy, any security or investment. ${settings.firmName} is not a registered broker-dealer. Any engagement is subject to formal agreements and applicable regulatory compliance.`,
  },
} as const;
