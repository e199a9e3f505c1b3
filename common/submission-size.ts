/**
 * The largest request body the insert API accepts, derived from the contact schema so
 * that no valid submission can ever be refused for its size, however a client encodes it.
 * Browser-safe and free of zod: the form checks its own request against the same number
 * without loading the schema's chunk before the visitor types.
 */

import { CONTACT_FIELDS, CONTACT_LIMITS } from "./contact-fields.ts";
import { INQUIRY_TYPES, SIZE_RANGES } from "./contact-options.ts";

/**
 * The costliest JSON spelling of one character: a code point beyond the BMP written as
 * two `\uXXXX` escapes (`\ud83d\ude00`, 12 bytes). Raw UTF-8 needs at most 4 bytes, and
 * a BMP character as an escape 6, so every valid value fits in 12 bytes per character.
 */
const BYTES_PER_CHARACTER = 12;
/** Braces, quotes, colons, commas and `null`s around five values: well under this. */
const PUNCTUATION_BYTES = 64;
/**
 * Room for what the schema removes before it counts (whitespace around a value, which it
 * trims) and for a pretty-printing client's indentation and line breaks.
 */
const MARGIN_BYTES = 4096;

const longest = (values: readonly string[]) => Math.max(...values.map((value) => [...value].length));

/** Characters of the longest valid submission, keys included. */
const LONGEST_SUBMISSION_CHARACTERS =
  CONTACT_LIMITS.name +
  CONTACT_LIMITS.email +
  CONTACT_LIMITS.message +
  longest(INQUIRY_TYPES) +
  longest(SIZE_RANGES) +
  CONTACT_FIELDS.reduce((sum, field) => sum + field.length, 0);

/**
 * Bytes: the longest valid submission in its costliest encoding, plus a margin; about
 * 69 KB. A body over it is refused with 413 before it is read in full.
 */
export const SUBMISSION_BODY_LIMIT =
  LONGEST_SUBMISSION_CHARACTERS * BYTES_PER_CHARACTER + PUNCTUATION_BYTES + MARGIN_BYTES;

/**
 * The request body for a submission, as the form sends it. It cannot exceed the limit
 * for a value the schema accepted; should it ever (a schema change that forgot this
 * module), the send fails at once instead of with a 413 that no retry could fix.
 */
export function submissionBody(submission: unknown): string {
  const body = JSON.stringify(submission);
  if (new TextEncoder().encode(body).length > SUBMISSION_BODY_LIMIT) {
    throw new Error(`The inquiry is larger than the ${SUBMISSION_BODY_LIMIT} bytes the server accepts.`);
  }
  return body;
}
