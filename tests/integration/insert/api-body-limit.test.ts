import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS } from "#common/contact-schema.ts";
import { SUBMISSION_BODY_LIMIT } from "#common/submission-size.ts";
import { DATABASE_KINDS } from "#tests/support/database/databases.ts";
import { readError, serverOnDatabase, VALID_SUBMISSION } from "#tests/support/servers/test-server.ts";

// Every submission the schema accepts fits the body limit, however the client spells
// it: raw UTF-8 (4 bytes for an emoji) or \u escapes (12 bytes for an emoji as a
// surrogate pair, 6 for an ASCII letter). A refusal for size would show the visitor the
// generic error, and no retry could ever succeed.

/** JSON with every character of every string (keys too) written as \uXXXX escapes. */
function escapedJson(value: Record<string, unknown>): string {
  const escaped = (text: string) =>
    `"${text
      .split("")
      .map((unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`)
      .join("")}"`;
  const entries = Object.entries(value).map(
    ([key, item]) => `${escaped(key)}:${typeof item === "string" ? escaped(item) : JSON.stringify(item)}`,
  );
  return `{${entries.join(",")}}`;
}

const bytes = (text: string) => new TextEncoder().encode(text).length;

let counter = 0;
/** The longest valid submission, made unique by its name's last character. */
function longest(character: string) {
  counter++;
  return {
    name: `${character.repeat(CONTACT_LIMITS.name - 1)}${counter % 10}`,
    email: `${"a".repeat(CONTACT_LIMITS.email - "@example.com".length)}@example.com`,
    message: character.repeat(CONTACT_LIMITS.message),
    fund_type: "Direct Project Investment",
    aum: "Not Applicable (Project Sponsor)",
  };
}

describe.each(DATABASE_KINDS)("the body limit on %s", (kind) => {
  const t = serverOnDatabase(kind, "api_body_limit");

  const storedAs = async (submission: Record<string, unknown>) =>
    (await t.db.rows()).filter((row) => row.name === submission.name && row.message === submission.message);

  it("stores 5,000 emoji sent as raw UTF-8 (about 20 KB of JSON)", async () => {
    const submission = longest("😀");
    const body = JSON.stringify(submission);
    expect(bytes(body)).toBeGreaterThan(20_000);
    expect((await t.server.post(body)).status).toBe(201);
    expect(await storedAs(submission)).toMatchObject([submission]);
  });

  it("stores 5,000 emoji sent as \\u escapes, every key escaped too", async () => {
    const submission = longest("😀");
    const body = escapedJson(submission);
    expect(bytes(body)).toBeGreaterThan(60_000);
    expect((await t.server.post(body)).status).toBe(201);
    expect(await storedAs(submission)).toMatchObject([submission]);
  });

  it("stores 5,000 ASCII letters sent as \\u0061 escapes", async () => {
    const submission = { ...VALID_SUBMISSION, name: `Escaped ${++counter}`, message: "a".repeat(5000) };
    const body = escapedJson(submission);
    expect((await t.server.post(body)).status).toBe(201);
    expect(await storedAs(submission)).toMatchObject([submission]);
  });

  it("stores the longest valid submission pretty-printed with whitespace around each value", async () => {
    const submission = longest("😀");
    const padded = { ...submission, message: `  \n${submission.message}\n  ` };
    const body = escapedJson(padded).replaceAll(",", ",\n    ");
    expect(bytes(body)).toBeLessThanOrEqual(SUBMISSION_BODY_LIMIT);
    expect((await t.server.post(body)).status).toBe(201);
    expect(await storedAs(submission)).toMatchObject([submission]);
  });

  it("refuses a body one byte over the limit with 413 and its PostgREST code", async () => {
    const base = JSON.stringify({ ...VALID_SUBMISSION, message: "" });
    const body = base.replace(
      '"message":""',
      `"message":"${"m".repeat(SUBMISSION_BODY_LIMIT + 1 - base.length)}"`,
    );
    expect(bytes(body)).toBe(SUBMISSION_BODY_LIMIT + 1);
    const response = await t.server.post(body);
    expect(response.status).toBe(413);
    expect((await readError(response)).details).toContain(String(SUBMISSION_BODY_LIMIT));
  });
});
