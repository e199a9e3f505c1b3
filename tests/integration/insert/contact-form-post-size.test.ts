import { beforeAll, describe, expect, it } from "vitest";
import { CONTACT_LIMITS } from "#common/contact-fields.ts";
import { HONEYPOT_FIELD } from "#common/contact-form-fields.ts";
import { SUBMISSION_BODY_LIMIT } from "#common/submission-size.ts";
import { DATABASE_KINDS } from "#tests/support/database/databases.ts";
import { ensureBuild, SITE_DIR } from "#tests/support/servers/built-site.ts";
import { serverOnDatabase } from "#tests/support/servers/test-server.ts";

// The contact form posted without script (application/x-www-form-urlencoded) is a
// form too: the largest valid inquiry, every character an emoji (12 bytes once
// percent-encoded), fits the body limit and is stored as the schema normalises it.

beforeAll(() => ensureBuild());

describe.each(DATABASE_KINDS)("the no-script form post on %s", (kind) => {
  const setup = serverOnDatabase(kind, "contact_form_size", { SITE_DIR });

  it("stores the longest valid inquiry in 4-byte characters, trimmed like the API", async () => {
    const submission = {
      name: `${"😀".repeat(CONTACT_LIMITS.name - 1)}${kind === "sqlite" ? "s" : "p"}`,
      email: `${"a".repeat(CONTACT_LIMITS.email - "@example.com".length)}@example.com`,
      message: "🏗".repeat(CONTACT_LIMITS.message),
      fund_type: "Direct Project Investment",
      aum: "Not Applicable (Project Sponsor)",
    };
    const body = new URLSearchParams({
      ...submission,
      name: `\u00a0${submission.name} `,
      message: `\r\n${submission.message}\t`,
      [HONEYPOT_FIELD]: "",
    }).toString();
    expect(body.length).toBeGreaterThan(60_000);
    expect(body.length).toBeLessThanOrEqual(SUBMISSION_BODY_LIMIT);
    const response = await fetch(`${setup.server.base}/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    expect(response.status).toBe(200);
    const rows = (await setup.db.rows()).filter((row) => row.message === submission.message);
    expect(rows).toMatchObject([submission]);
  });
});
