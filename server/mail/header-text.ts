import { encodeWord } from "nodemailer/lib/mime-funcs";
import { CONTACT_LIMITS, EMAIL_PATTERN } from "#common/contact-schema.ts";
import { withoutInvisible } from "#common/visible-text.ts";

/**
 * Text that goes into a mail header must be one line: any control character (CR and LF
 * above all: they would start a new header) or Unicode line separator becomes a space.
 * The contact schema already refuses them in names, but a row could come from elsewhere
 * (a hosted Supabase table, an import), so the mail layer does not rely on it.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const BREAKS = /[\x00-\x1f\x7f-\x9f\u2028\u2029]+/g;

export function headerText(value: string, maxLength = 200): string {
  // Invisible and bidirectional characters go first, so a name of only those ends up empty.
  const line = withoutInvisible(value).replace(BREAKS, " ").replace(/\s+/g, " ").trim();
  return line.length > maxLength ? `${line.slice(0, maxLength - 1)}…` : line;
}

/**
 * Header text as nodemailer's encoder writes it, when its ASCII would otherwise be taken
 * for an encoded word: nodemailer leaves ASCII alone, so a visitor's
 * `=?utf-8?q?Eve=0D=0ABcc:_x?=` would reach the header as is and mail clients would
 * decode it to a line break and a Bcc. Encoded once more, it decodes to exactly what the
 * visitor typed. Anything else is left for nodemailer, which encodes what needs it.
 */
export function literalHeaderText(value: string): string {
  return value.includes("=?") ? encodeWord(value, "Q", 52) : value;
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
