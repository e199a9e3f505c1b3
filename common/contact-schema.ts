/**
 * The one description of a contact submission, shared by the form (field messages)
 * and the server (the insert API). Browser-safe: no Node imports.
 *
 * The SQL repeats parts of it as CHECK constraints, and
 * tests/unit/contact-schema-sql.test.ts fails if they drift apart:
 * - supabase/migrations repeats all of it (bounds, option lists, the e-mail
 *   pattern, forbidden and trimmed characters): there the table is all that
 *   stands between the public and the data;
 * - server/store/migrations (SQLite and PostgreSQL) repeats only the length
 *   bounds, a second line behind the server, which checks every row with this
 *   schema before it stores it.
 */
// zod's functional build: the same checks and messages as its chained API, at about a
// quarter of the script, because the form's island loads this module in the browser.
import * as z from "zod/mini";
import { CONTACT_FIELDS, CONTACT_LIMITS } from "./contact-fields.ts";
import { INQUIRY_TYPES, SIZE_RANGES } from "./contact-options.ts";

export { CONTACT_FIELDS, CONTACT_LIMITS, type ContactField } from "./contact-fields.ts";

/**
 * A name is one line: no C0/C1 control characters (CR and LF included) and no
 * Unicode line or paragraph separators. The same class is valid in PostgreSQL regexes.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
export const NAME_FORBIDDEN = /[\x00-\x1f\x7f-\x9f\u2028\u2029]/;
/** A message may span lines and keep pasted tabs; every other control character is refused. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
export const MESSAGE_FORBIDDEN = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]/;
/**
 * The characters String.prototype.trim (hence zod's .trim()) removes, written as a
 * regex class that means the same in JavaScript and PostgreSQL: the Supabase table's
 * trigger trims the same characters before its checks, so every path stores the same value.
 */
export const TRIMMED_CHARACTERS = String.raw`[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]`;
/**
 * Zod's default e-mail pattern: ASCII local part and a dotted domain with a real TLD.
 * It refuses some addresses a browser's `type=email` accepts (`a@localhost`, `a!b@x.io`):
 * those cannot receive mail from the firm in practice, and the form says so per field.
 */
export const EMAIL_PATTERN: RegExp = z.regexes.email;

const REQUIRED_FIELDS = ["name", "email", "message"] as const;

export const contactSubmissionSchema = z.strictObject({
  name: z.string().check(
    z.trim(),
    z.minLength(1, "Please enter your name."),
    z.maxLength(
      CONTACT_LIMITS.name,
      `Please shorten your name to ${CONTACT_LIMITS.name} characters or fewer.`,
    ),
    z.refine((value) => !NAME_FORBIDDEN.test(value), "Your name must fit on one line."),
  ),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Please enter your e-mail address."),
      z.maxLength(CONTACT_LIMITS.email, `An e-mail address has at most ${CONTACT_LIMITS.email} characters.`),
      z.regex(EMAIL_PATTERN, "Please enter a valid e-mail address, such as name@example.com."),
    ),
  message: z.string().check(
    z.trim(),
    z.minLength(1, "Please enter a message."),
    z.maxLength(
      CONTACT_LIMITS.message,
      `Please shorten your message to ${CONTACT_LIMITS.message} characters or fewer.`,
    ),
    z.refine((value) => !MESSAGE_FORBIDDEN.test(value), "Your message contains characters we cannot accept."),
  ),
  // Optional choices: null when none is chosen; an absent key means null too, as a
  // column default would in PostgREST.
  fund_type: z._default(
    z.nullable(z.enum(INQUIRY_TYPES, "Please choose an inquiry type from the list.")),
    null,
  ),
  aum: z._default(z.nullable(z.enum(SIZE_RANGES, "Please choose a size range from the list.")), null),
});

export type ContactSubmission = z.output<typeof contactSubmissionSchema>;
export type ContactSubmissionInput = z.input<typeof contactSubmissionSchema>;

/** What a failed parse reports: one issue per refused value, with its field's path. */
export interface SchemaError {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/**
 * Why a body is not a valid submission, in PostgREST's terms: an unknown column
 * (`PGRST204`), a missing or null required value (`23502`, a NOT NULL violation),
 * anything else (`23514`, a CHECK violation). `column` is null when the body as a
 * whole is wrong (an array, a string).
 */
export interface SubmissionProblem {
  code: "PGRST204" | "23502" | "23514";
  column: string | null;
  /** Human-readable reason, safe to show (it never echoes the submitted value). */
  reason: string;
}

export type SubmissionCheck =
  | { ok: true; value: ContactSubmission }
  | { ok: false; problem: SubmissionProblem };

export function checkSubmission(input: unknown): SubmissionCheck {
  const result = contactSubmissionSchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, problem: describeProblem(input, result.error) };
}

/** Maps a zod failure to the error PostgreSQL/PostgREST would have raised first. */
export function describeProblem(input: unknown, error: SchemaError): SubmissionProblem {
  if (!isPlainObject(input)) {
    // Also arrays: one row per request keeps rate limits and duplicate checks meaningful.
    return {
      code: "23514",
      column: null,
      reason: "The body must be one JSON object describing one submission.",
    };
  }
  // PostgREST resolves columns before the database sees the row, so an unknown key wins.
  const unknown = Object.keys(input).find((key) => !(CONTACT_FIELDS as readonly string[]).includes(key));
  if (unknown !== undefined)
    return { code: "PGRST204", column: unknown, reason: `Unknown column '${unknown}'.` };
  // Then NOT NULL constraints, which PostgreSQL checks before CHECK constraints.
  const missing = REQUIRED_FIELDS.find((field) => input[field] === undefined || input[field] === null);
  if (missing !== undefined) return { code: "23502", column: missing, reason: `The ${missing} is required.` };
  const issue = error.issues[0];
  const column = typeof issue?.path[0] === "string" ? issue.path[0] : null;
  return { code: "23514", column, reason: issue?.message ?? "The submission is not valid." };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
