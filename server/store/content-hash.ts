import { createHash } from "node:crypto";
import { CONTACT_FIELDS, type ContactSubmission } from "#common/contact-schema.ts";

/**
 * The key for duplicate suppression: SHA-256 of every field the visitor sent (name,
 * e-mail, message, inquiry type, size range), after the schema's normalisation. Only an
 * exact repeat of all of them may be answered 201 without a row of its own: a second
 * submission that changes any choice is a new inquiry. JSON encoding keeps the fields
 * unambiguous ("a","bc" never equals "ab","c"; null never equals "null"). The hash is
 * stored with the row and erased with it; it says nothing the row does not.
 */
export function contentHash(submission: ContactSubmission): string {
  return createHash("sha256")
    .update(JSON.stringify(CONTACT_FIELDS.map((field) => submission[field])))
    .digest("hex");
}
