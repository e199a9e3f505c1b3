import fc from "fast-check";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INQUIRY_TYPES, SIZE_RANGES } from "#common/contact-options.ts";
import { checkSubmission } from "#common/contact-schema.ts";
import { createSupabaseDatabase } from "#tests/support/database/supabase.ts";
import { VALID_SUBMISSION } from "#tests/support/servers/test-server.ts";

// supabase/migrations applied to a real PostgreSQL set up like a Supabase project
// (roles anon, authenticated, service_role; public tables granted to them by default).
// As anon an insert works and nothing else does; the CHECK constraints accept exactly
// what the shared schema accepts.

let client: pg.Client;

/** Runs one statement as `role` in a transaction that is rolled back. */
async function asRole(role: string, sql: string, params: unknown[] = []): Promise<pg.QueryResult> {
  await client.query("BEGIN");
  try {
    await client.query(`SET LOCAL ROLE ${role}`);
    return await client.query(sql, params);
  } finally {
    await client.query("ROLLBACK");
  }
}

const INSERT =
  "INSERT INTO public.contact_submissions (name, email, message, fund_type, aum) VALUES ($1, $2, $3, $4, $5)";
const insertAsAnon = (row: Record<string, unknown>) =>
  asRole("anon", INSERT, [row.name, row.email, row.message, row.fund_type, row.aum]);

beforeAll(async () => {
  client = (await createSupabaseDatabase("supabase_migration")).client;
});
afterAll(() => client?.end());

describe("the Supabase migration", () => {
  it("lets anon insert the five form fields", async () => {
    await expect(insertAsAnon(VALID_SUBMISSION)).resolves.toMatchObject({ rowCount: 1 });
    await expect(insertAsAnon({ ...VALID_SUBMISSION, fund_type: null, aum: null })).resolves.toMatchObject({
      rowCount: 1,
    });
  });

  it.each([
    ["select", "SELECT * FROM public.contact_submissions"],
    ["update", "UPDATE public.contact_submissions SET name = 'x'"],
    ["delete", "DELETE FROM public.contact_submissions"],
    ["read back its insert", `${INSERT} RETURNING id`],
    [
      "choose created_at",
      "INSERT INTO public.contact_submissions (created_at, name, email, message) VALUES (now(), 'a', 'a@example.com', 'b')",
    ],
  ])("refuses anon to %s", async (_action, sql) => {
    const params = sql.includes("$1") ? Object.values(VALID_SUBMISSION) : [];
    await expect(asRole("anon", sql, params)).rejects.toMatchObject({ code: "42501" });
  });

  it.each([
    ["insert", INSERT],
    ["select", "SELECT * FROM public.contact_submissions"],
    ["update", "UPDATE public.contact_submissions SET name = 'x'"],
    ["delete", "DELETE FROM public.contact_submissions"],
  ])("refuses authenticated to %s", async (_action, sql) => {
    const params = sql.includes("$1") ? Object.values(VALID_SUBMISSION) : [];
    await expect(asRole("authenticated", sql, params)).rejects.toMatchObject({ code: "42501" });
  });

  it("has row level security on, with a single policy: insert for anon", async () => {
    const { rows } = await client.query(
      "SELECT relrowsecurity FROM pg_class WHERE oid = 'public.contact_submissions'::regclass",
    );
    expect(rows).toEqual([{ relrowsecurity: true }]);
    const policies = await client.query(
      "SELECT cmd, roles FROM pg_policies WHERE tablename = 'contact_submissions'",
    );
    expect(policies.rows).toEqual([{ cmd: "INSERT", roles: "{anon}" }]);
  });

  it("lets the firm's service_role read what anon sent", async () => {
    await client.query(INSERT, Object.values({ ...VALID_SUBMISSION, name: "Visible to the firm" }));
    const { rows } = await asRole(
      "service_role",
      "SELECT name FROM public.contact_submissions WHERE name = 'Visible to the firm'",
    );
    expect(rows).toHaveLength(1);
  });

  it.each([
    ["a message over 5000 characters", { message: "m".repeat(5001) }, "contact_submissions_message_check"],
    ["a name over 200 characters", { name: "n".repeat(201) }, "contact_submissions_name_check"],
    ["a name on two lines", { name: "Ada\nLovelace" }, "contact_submissions_name_check"],
    ["a name of spaces only", { name: " \u00a0 " }, "contact_submissions_name_check"],
    ["a malformed e-mail", { email: "ada@example" }, "contact_submissions_email_check"],
    ["an unknown inquiry type", { fund_type: "Crypto" }, "contact_submissions_fund_type_check"],
    ["an unknown size range", { aum: "$10B+" }, "contact_submissions_aum_check"],
  ])("violates a CHECK constraint for %s", async (_title, change, constraint) => {
    await expect(insertAsAnon({ ...VALID_SUBMISSION, ...change })).rejects.toMatchObject({
      code: "23514",
      constraint,
    });
  });

  it("refuses a missing name as a NOT NULL violation", async () => {
    await expect(insertAsAnon({ ...VALID_SUBMISSION, name: null })).rejects.toMatchObject({ code: "23502" });
  });

  /** Whether PostgreSQL (as anon) and the shared schema agree on one value of one field. */
  async function agree(
    field: "name" | "email" | "message" | "fund_type" | "aum",
    value: string,
  ): Promise<boolean> {
    // Both trim before they check (what each stores is compared in supabase-parity.test.ts).
    const result = checkSubmission({ ...VALID_SUBMISSION, [field]: value });
    const schemaAccepts = result.ok;
    const databaseAccepts = await insertAsAnon({ ...VALID_SUBMISSION, [field]: value }).then(
      () => true,
      (error: { code?: string }) => {
        if (error.code !== "23514" && error.code !== "22P05" && error.code !== "22021") throw error;
        return false;
      },
    );
    if (schemaAccepts !== databaseAccepts) {
      throw new Error(
        `${field} ${JSON.stringify(value)}: schema ${schemaAccepts}, database ${databaseAccepts}`,
      );
    }
    return true;
  }

  it("accepts exactly what the shared schema accepts, at every edge", async () => {
    const edges: [Parameters<typeof agree>[0], string][] = [
      ...["", " ", "A", "Ada Lovelace", "Zoë Ørsted-Ñúñez", "李小龍", "😀".repeat(200), "😀".repeat(201)].map(
        (v) => ["name", v] as [Parameters<typeof agree>[0], string],
      ),
      ["name", "n".repeat(200)],
      ["name", "n".repeat(201)],
      ["name", "a\tb"],
      ["name", "a\u2028b"],
      ["name", "a\x7fb"],
      ["name", "a\u0085b"],
      ["email", "ada@example.com"],
      ["email", "o'brien+tag@mail.example.co.uk"],
      ["email", "a.b@x-y.io"],
      ["email", ".a@example.com"],
      ["email", "a..b@example.com"],
      ["email", "a@-example.com"],
      ["email", "a@example.c"],
      ["email", "a@localhost"],
      ["email", "ä@example.com"],
      ["email", `${"a".repeat(242)}@example.com`],
      ["email", `${"a".repeat(243)}@example.com`],
      ["message", "m".repeat(5000)],
      ["message", "m".repeat(5001)],
      ["message", "line one\nline two\r\nline three\ttabbed"],
      ["message", "bell\x07"],
      ["message", "form\x0cfeed"],
      ["message", "tail\n"],
      ["message", "\u00a0padded\u3000"],
      ["name", "\ufeffBOM"],
      ...INQUIRY_TYPES.map((v) => ["fund_type", v] as [Parameters<typeof agree>[0], string]),
      ...SIZE_RANGES.map((v) => ["aum", v] as [Parameters<typeof agree>[0], string]),
      ["fund_type", "private equity"],
      ["aum", "$5B"],
    ];
    for (const [field, value] of edges) expect(await agree(field, value)).toBe(true);
  });

  it("accepts exactly what the shared schema accepts, for random text", async () => {
    // Random strings rich in what the checks are about: whitespace of every kind
    // (trim), control characters, e-mail punctuation, multi-byte characters. NUL is
    // left out: PostgreSQL text cannot hold it, the request fails before any check.
    const char = fc.oneof(
      fc.constantFrom(" ", "\t", "\n", "\r", "\v", "\u00a0", "\u2028", "\u3000", "\ufeff", "\u200b"),
      fc.constantFrom("\x01", "\x1b", "\x7f", "\x85", "\x9f", "a", "Z", "é", "😀", "@", ".", "-", "'", "+"),
      fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }),
    );
    const text = fc.array(char, { maxLength: 12 }).map((chars) => chars.join(""));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("name" as const, "email" as const, "message" as const), text, agree),
      { numRuns: 300 },
    );
  });
});
