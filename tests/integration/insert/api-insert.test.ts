import { describe, expect, it } from "vitest";
import { SUBMISSION_BODY_LIMIT } from "#common/submission-size.ts";
import { DATABASE_KINDS } from "#tests/support/database/databases.ts";
import {
  ANON_KEY,
  API_PATH,
  FORM_HEADERS,
  readError,
  serverOnDatabase,
  uniqueSubmission,
  VALID_SUBMISSION,
} from "#tests/support/servers/test-server.ts";

// POST /rest/v1/contact_submissions on both databases: what is stored after a 201,
// and that every error has its PostgREST status and code and stores nothing.

const NOTHING_STORED = "nothing is stored";
let counter = 0;

describe.each(DATABASE_KINDS)("the insert endpoint on %s", (kind) => {
  const t = serverOnDatabase(kind, "api_insert");

  it("answers 201 with an empty body and stores exactly the five fields with a UTC timestamp", async () => {
    const submission = uniqueSubmission();
    const before = Date.now();
    const response = await t.server.post(submission);
    const after = Date.now();
    expect(response.status).toBe(201);
    expect(await response.text()).toBe("");
    const row = (await t.db.rows()).find((candidate) => candidate.message === submission.message);
    expect(row).toEqual({ id: expect.stringMatching(/^\d+$/), created_at: expect.any(Date), ...submission });
    // created_at is the server's clock in UTC (a real instant, not local time shifted).
    expect(row?.created_at.getTime()).toBeGreaterThanOrEqual(before - 5);
    expect(row?.created_at.getTime()).toBeLessThanOrEqual(after + 5);
  });

  it("stores trimmed values and null for choices left empty or absent", async () => {
    const message = `  Trimmed inquiry ${++counter}\n`;
    const response = await t.server.post({
      name: "  Grace Hopper ",
      email: " grace@example.org ",
      message,
      fund_type: null,
    });
    expect(response.status).toBe(201);
    const row = (await t.db.rows()).find((candidate) => candidate.message === message.trim());
    expect(row).toMatchObject({
      name: "Grace Hopper",
      email: "grace@example.org",
      fund_type: null,
      aum: null,
    });
  });

  it("accepts the anon key in either header, a JSON charset, and no Prefer header", async () => {
    const variants: Record<string, string | undefined>[] = [
      { authorization: undefined },
      { apikey: undefined },
      { "content-type": "application/json; charset=utf-8", prefer: undefined },
      { authorization: `bearer ${ANON_KEY}` },
      // The anon key may not read rows back, so a request for them gets the minimal answer.
      { prefer: "return=representation" },
    ];
    for (const headers of variants) {
      const response = await t.server.post(uniqueSubmission(), headers);
      expect(response.status, JSON.stringify(headers)).toBe(201);
      expect(await response.text()).toBe("");
    }
  });

  it("shares commits between concurrent inserts without losing or mixing any", async () => {
    const batch = Array.from({ length: 120 }, (_, index) =>
      uniqueSubmission({ name: `Sender ${index}`, email: `sender${index}@example.com` }),
    );
    const statuses = await Promise.all(
      batch.map(async (submission) => (await t.server.post(submission)).status),
    );
    expect(statuses.every((status) => status === 201)).toBe(true);
    const rows = await t.db.rows();
    for (const submission of batch) {
      const matching = rows.filter((row) => row.message === submission.message);
      expect(matching).toHaveLength(1);
      expect(matching[0]).toMatchObject(submission);
    }
  });

  it("accepts the largest valid submission in three-byte characters", async () => {
    const submission = uniqueSubmission({
      name: "名".repeat(200),
      email: `${"a".repeat(242)}@example.com`,
      message: "中".repeat(5000),
      fund_type: "Direct Project Investment",
      aum: "Not Applicable (Project Sponsor)",
    });
    expect(new TextEncoder().encode(JSON.stringify(submission)).length).toBeGreaterThan(15_900);
    expect((await t.server.post(submission)).status).toBe(201);
    expect((await t.db.rows()).some((row) => row.message === submission.message)).toBe(true);
  });

  const oversized = JSON.stringify({ ...VALID_SUBMISSION, message: "x".repeat(SUBMISSION_BODY_LIMIT) });
  const errorCases: [
    string,
    { body: unknown; headers?: Record<string, string | undefined> },
    number,
    string,
  ][] = [
    [
      "no API key",
      { body: uniqueSubmission(), headers: { apikey: undefined, authorization: undefined } },
      401,
      "PGRST302",
    ],
    ["a wrong apikey", { body: uniqueSubmission(), headers: { apikey: "not-the-key" } }, 401, "PGRST301"],
    [
      "a forged bearer token",
      { body: uniqueSubmission(), headers: { authorization: "Bearer eyJhbGciOiJIUzI1NiJ9.e30.x" } },
      401,
      "PGRST301",
    ],
    [
      "a malformed Authorization header",
      { body: uniqueSubmission(), headers: { authorization: ANON_KEY } },
      401,
      "PGRST301",
    ],
    [
      "a text/plain body",
      { body: JSON.stringify(uniqueSubmission()), headers: { "content-type": "text/plain" } },
      415,
      "PGRST107",
    ],
    [
      "a form-encoded body",
      { body: "name=x", headers: { "content-type": "application/x-www-form-urlencoded" } },
      415,
      "PGRST107",
    ],
    ["an empty body", { body: "" }, 400, "PGRST102"],
    ["malformed JSON", { body: '{"name": "Ada",' }, 400, "PGRST102"],
    ["an unknown column", { body: uniqueSubmission({ phone: "+44 20 0000 0000" }) }, 400, "PGRST204"],
    ["a missing name", { body: { email: "a@example.com", message: "Hello" } }, 400, "23502"],
    ["a null e-mail", { body: uniqueSubmission({ email: null }) }, 400, "23502"],
    ["a message of 5001 characters", { body: uniqueSubmission({ message: "m".repeat(5001) }) }, 400, "23514"],
    ["a name with a line break", { body: uniqueSubmission({ name: "Ada\r\nBcc: x" }) }, 400, "23514"],
    ["a malformed e-mail", { body: uniqueSubmission({ email: "ada@example" }) }, 400, "23514"],
    ["an unknown inquiry type", { body: uniqueSubmission({ fund_type: "Crypto" }) }, 400, "23514"],
    ["a number for a name", { body: uniqueSubmission({ name: 42 }) }, 400, "23514"],
    ["an array (bulk insert)", { body: [uniqueSubmission()] }, 400, "23514"],
    [
      "another schema",
      { body: uniqueSubmission(), headers: { "content-profile": "private" } },
      406,
      "PGRST106",
    ],
    ["a body over the size limit", { body: oversized }, 413, "413"],
  ];

  it.each(errorCases)("answers %s with %i and its code; %s", async (_title, request, status, code) => {
    const before = await t.db.rows();
    const response = await t.server.post(request.body, request.headers);
    expect(response.status).toBe(status);
    const error = await readError(response);
    expect(error.code).toBe(code);
    expect(error.message).not.toMatch(/at .*\.ts:\d+/);
    if (status === 401) expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(await t.db.rows(), NOTHING_STORED).toEqual(before);
  });

  it("words errors the way PostgREST and PostgreSQL do", async () => {
    expect(await readError(await t.server.post(uniqueSubmission({ phone: "1" })))).toEqual({
      code: "PGRST204",
      details: null,
      hint: null,
      message: "Could not find the 'phone' column of 'contact_submissions' in the schema cache",
    });
    expect(await readError(await t.server.post({ email: "a@example.com", message: "Hi" }))).toMatchObject({
      code: "23502",
      message: 'null value in column "name" of relation "contact_submissions" violates not-null constraint',
    });
    expect(
      await readError(await t.server.post(uniqueSubmission({ message: "m".repeat(5001) }))),
    ).toMatchObject({
      code: "23514",
      message:
        'new row for relation "contact_submissions" violates check constraint "contact_submissions_message_check"',
      details: "Please shorten your message to 5000 characters or fewer.",
    });
    expect(await readError(await t.server.post("{", {}))).toMatchObject({ message: "Empty or invalid json" });
  });

  it.each(["GET", "HEAD", "PATCH", "PUT", "DELETE"])(
    "refuses %s on the table with the anon key: 401 42501",
    async (method) => {
      await t.server.post(uniqueSubmission({ email: "secret.reader@example.com" }));
      const before = await t.db.rows();
      const response = await fetch(`${t.server.url()}?select=*&email=eq.secret.reader@example.com`, {
        method,
        headers: FORM_HEADERS,
        ...(["PATCH", "PUT"].includes(method) ? { body: JSON.stringify({ name: "Changed" }) } : {}),
      });
      expect(response.status).toBe(401);
      if (method === "HEAD") {
        expect(await response.text()).toBe("");
      } else {
        const text = await response.clone().text();
        expect(text).not.toContain("secret.reader");
        expect(await readError(response)).toEqual({
          code: "42501",
          details: null,
          hint: null,
          message: "permission denied for table contact_submissions",
        });
      }
      expect(await t.db.rows()).toEqual(before);
    },
  );

  it.each([
    ["/rest/v1/users", 404, "PGRST205"],
    ["/rest/v1/", 404, "PGRST126"],
    ["/rest/v1", 404, "PGRST126"],
    ["/rest/v1/rpc/export_submissions", 404, "PGRST125"],
    ["/rest/v1/contact_submissions/1", 404, "PGRST125"],
  ])("answers %s with a PostgREST-shaped %i that reveals nothing", async (path, status, code) => {
    const withKey = await fetch(t.server.url(path), {
      method: "POST",
      headers: FORM_HEADERS,
      body: JSON.stringify(uniqueSubmission()),
    });
    expect(withKey.status).toBe(status);
    const error = await readError(withKey);
    expect(error.code).toBe(code);
    expect(error.hint).toBeNull();
    const withoutKey = await fetch(t.server.url(path));
    expect(withoutKey.status).toBe(401);
    expect((await readError(withoutKey)).code).toBe("PGRST302");
  });

  it("answers an unsupported method on the table with 405 PGRST117", async () => {
    const response = await fetch(t.server.url(), { method: "PROPFIND", headers: FORM_HEADERS });
    expect(response.status).toBe(405);
    expect((await readError(response)).code).toBe("PGRST117");
  });

  it("is served at the path the form calls", () => {
    expect(t.server.url()).toMatch(new RegExp(`${API_PATH}$`));
  });
});
