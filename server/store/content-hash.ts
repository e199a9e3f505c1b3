import { createHash } from "node:crypto";
import type { ContactSubmission } from "../../common/contact-schema.ts";

/**
 * The key for duplicate suppression: SHA-256 of (name, e-mail, message). JSON encoding
 * keeps the three fields unambiguous ("a","bc" never equals "ab","c"). It is stored
 * with the row and erased with it; it says nothing the row does not.
 */
export function contentHash(submission: Pick<ContactSubmission, "name" | "email" | "message">): string {
  return createHash("sha256")
    .update(JSON.stringify([submission.name, submission.email, submission.message]))
    .digest("hex");
}
