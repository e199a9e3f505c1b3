import { describe, expect, it } from "vitest";
import { INQUIRY_TYPES, SIZE_RANGES } from "#common/contact-options.ts";
import { CONTACT_LIMITS, contactSubmissionSchema } from "#common/contact-schema.ts";
import { SUBMISSION_BODY_LIMIT, submissionBody } from "#common/submission-size.ts";

// The form sends what the schema yields, as submissionBody encodes it. Whatever the
// schema accepts must fit the server's body limit, or the visitor gets an error that no
// retry can fix; the limit is derived from the schema, so growing a field grows it.

const bytes = (text: string) => new TextEncoder().encode(text).length;
const longest = (values: readonly string[]) =>
  [...values].sort((a, b) => Array.from(b).length - Array.from(a).length)[0] ?? "";

describe("the submission body limit", () => {
  it("fits the form's body of the longest valid submission in the costliest characters", () => {
    // Quotes and backslashes double in JSON; an emoji is 4 bytes of UTF-8.
    for (const character of ["😀", '"', "\\", "\n"]) {
      const parsed = contactSubmissionSchema.parse({
        name:
          character === "\n"
            ? "n".repeat(CONTACT_LIMITS.name)
            : `a${character.repeat(CONTACT_LIMITS.name - 1)}`,
        email: `${"a".repeat(CONTACT_LIMITS.email - 12)}@example.com`,
        message: `a${character.repeat(CONTACT_LIMITS.message - 1)}`,
        fund_type: longest(INQUIRY_TYPES),
        aum: longest(SIZE_RANGES),
      });
      expect(bytes(submissionBody(parsed))).toBeLessThanOrEqual(SUBMISSION_BODY_LIMIT);
    }
  });

  it("fits the same submission with every character a surrogate pair as \\u escapes", () => {
    const characters =
      CONTACT_LIMITS.name +
      CONTACT_LIMITS.email +
      CONTACT_LIMITS.message +
      [...longest(INQUIRY_TYPES)].length +
      [...longest(SIZE_RANGES)].length;
    expect(characters * "\\ud83d\\ude00".length).toBeLessThan(SUBMISSION_BODY_LIMIT);
  });

  it("refuses to produce a body the server would refuse for its size", () => {
    expect(() => submissionBody({ message: "x".repeat(SUBMISSION_BODY_LIMIT) })).toThrow(/larger than/);
  });
});
