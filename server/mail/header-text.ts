import { CONTACT_LIMITS, EMAIL_PATTERN } from "../../common/contact-schema.ts";

/**
 * Text that goes into a mail header must be one line: any control character (CR and LF
 * above all: they would start a new header) or Unicode line separator becomes a space.
 * The contact schema already refuses them in names, but a row could come from elsewhere
 * (a hosted Supabase table, an import), so the mail layer does not rely on it.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const BREAKS = /[\x00-\x1f\x7f-\x9f\u2028\u2029]+/g;

export function headerText(value: string, maxLength = 200): string {
  const line = value.replace(BREAKS, " ").replace(/\s+/g, " ").trim();
  return line.length > maxLength ? `${line.slice(0, maxLength - 1)}…` : line;
}

/**
 * A visitor's address usable as Reply-To: it must pass the contact schema's own pattern
 * (ASCII, no spaces, quotes, brackets, commas or controls), so it can never carry a
 * second address or a header. Anything else stays out of the headers, shown in the body.
 */
export function replyToAddress(email: string): string | undefined {
  return email.length <= CONTACT_LIMITS.email && EMAIL_PATTERN.test(email) ? email : undefined;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
