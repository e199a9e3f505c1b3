import { settings } from "#app/site/content/settings.ts";

/**
 * The firm's reply templates: edit, add or remove them here. `{name}` becomes the visitor's
 * name and `{firm}` the firm's name (app/site/content/settings.ts) when a template is chosen.
 */
export const replyTemplates: { label: string; body: string }[] = [
  {
    label: "Thank you, we will call",
    body: "Dear {name},\n\nThank you for contacting {firm}. One of our partners will call you within two business days to discuss your inquiry.\n\nKind regards,\n{firm}",
  },
  {
    label: "Ask for more details",
    body: "Dear {name},\n\nThank you for your inquiry to {firm}. To prepare our conversation, could you tell us more about the transaction, its size and its timing?\n\nKind regards,\n{firm}",
  },
  {
    label: "Not a fit",
    body: "Dear {name},\n\nThank you for thinking of {firm}. After reviewing your inquiry, we are not the right advisers for it, and we wish you every success.\n\nKind regards,\n{firm}",
  },
];

/** A template with its placeholders filled in. */
export function fillTemplate(body: string, name: string): string {
  return body.replaceAll("{name}", name).replaceAll("{firm}", settings.firmName);
}
