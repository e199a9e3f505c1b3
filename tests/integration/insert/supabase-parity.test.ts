import fc from "fast-check";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "#tests/support/database/databases.ts";
import { EDGE_WHITESPACE } from "#tests/support/database/edge-whitespace.ts";
import { createSupabaseDatabase, type SupabaseDatabase } from "#tests/support/database/supabase.ts";
import { readError, serverOnDatabase, VALID_SUBMISSION } from "#tests/support/servers/test-server.ts";

// One normalisation everywhere: the same request sent to the bundled server (on either
// database) and inserted by anon into a hosted Supabase table (its migrations on a real
// PostgreSQL) is stored as the same row, or refused with the same code and constraint.
// Whitespace at the edges is trimmed by both; nothing else is changed by either.

type Field = "name" | "email" | "message";
const FIELDS = ["name", "email", "message", "fund_type", "aum"] as const;
type Outcome = { stored: Record<string, string | null> } | { refused: string };

/** Strings that have been stored differently, or refused by one side only. */
const HOSTILE: [Field, string][] = [
  ["name", "  Ana Lima  "],
  ["name", "\u00a0Ana\u00a0"],
  ["name", "\tAna\n"],
  ["name", "\u3000Ana\u2028"],
  ["name", "\ufeffAna\u202f"],
  ["name", " \r\n "],
  ["name", "\u00a0"],
  ["name", "\u200bAna\u200b"],
  ["name", "\u200b\u200c\u200d"],
  ["name", "\u202eAna\u202c"],
  ["name", "=?utf-8?q?Injected=0D=0ABcc:_victim@evil.example?="],
  ["name", "A\u2028na"],
  ["name", ` ${"😀".repeat(200)} `],
  ["name", `${"n".repeat(200)}\u00a0`],
  ["email", " ana@example.com "],
  ["email", "\u00a0ana@example.com\n"],
  ["email", "ana @example.com"],
  ["message", "\n\n  Please call me.  \n\n"],
  ["message", "\u3000\u3000Indented\u3000"],
  ["message", "\r\nline one\r\nline two\r\n"],
  ["message", " \t "],
  ["message", `${"m".repeat(5000)}    `],
  ["message", `\u00a0${"m".repeat(5001)}`],
];

let supabase: SupabaseDatabase;
beforeAll(async () => {
  supabase = await createSupabaseDatabase("supabase_parity");
});
afterAll(() => supabase?.close());

/** What the Supabase table does with the row, inserted as anon, read back by the owner. */
async function supabaseOutcome(row: Record<string, unknown>): Promise<Outcome> {
  const insert = `INSERT INTO public.contact_submissions (${FIELDS.join(", ")}) VALUES ($1, $2, $3, $4, $5)`;
  try {
    return await supabase.asRoleThen(
      "anon",
      insert,
      FIELDS.map((field) => row[field] ?? null),
      async (client: pg.Client) => {
        const { rows } = await client.query(
          `SELECT ${FIELDS.join(", ")} FROM public.contact_submissions ORDER BY id DESC LIMIT 1`,
        );
        return { stored: rows[0] as Record<string, string | null> };
      },
    );
  } catch (error) {
    const { code, constraint, column } = error as { code?: string; constraint?: string; column?: string };
    return { refused: `${code} ${constraint ?? column}` };
  }
}

describe.each(DATABASE_KINDS)("the bundled server on %s and the Supabase table", (kind) => {
  const t = serverOnDatabase(kind, "supabase_parity");
  let counter = 0;

  async function serverOutcome(row: Record<string, unknown>): Promise<Outcome> {
    const before = (await t.db.rows()).length;
    const response = await t.server.post(row);
    if (response.status !== 201) {
      const error = await readError(response);
      const named = /"([^"]+)"(?: of relation| violates not-null)|check constraint "([^"]+)"/.exec(
        error.message,
      );
      return { refused: `${error.code} ${named?.[2] ?? named?.[1]}` };
    }
    const rows = await t.db.rows();
    expect(rows).toHaveLength(before + 1);
    const last = rows[rows.length - 1];
    return { stored: Object.fromEntries(FIELDS.map((field) => [field, last?.[field] ?? null])) };
  }

  /** The same row to both; unique per call, so duplicate suppression never hides one. */
  async function compare(field: Field, value: string): Promise<Outcome> {
    counter++;
    const row: Record<string, unknown> = {
      ...VALID_SUBMISSION,
      ...(field === "email" ? { name: `Parity ${counter}` } : { email: `parity${counter}@example.com` }),
      [field]: value,
    };
    const server = await serverOutcome(row);
    const hosted = await supabaseOutcome(row);
    expect(server, `${field} ${JSON.stringify(value).slice(0, 80)}`).toEqual(hosted);
    return server;
  }

  it("stores or refuses each hostile string the same way", async () => {
    const outcomes = [];
    for (const [field, value] of HOSTILE) outcomes.push(await compare(field, value));
    // Not vacuous: the list holds values both store trimmed and values both refuse.
    expect(outcomes.filter((outcome) => "stored" in outcome).length).toBeGreaterThan(10);
    expect(outcomes.filter((outcome) => "refused" in outcome).length).toBeGreaterThan(4);
  });

  it("stores '  Ana  ' as 'Ana' on both", async () => {
    expect(await compare("name", "  Ana  ")).toMatchObject({ stored: { name: "Ana" } });
  });

  it("stores a repeat that differs only in whitespace at the edges once on both", async () => {
    const message = `Trimmed repeat on ${kind} ${++counter}`;
    const plain = { ...VALID_SUBMISSION, name: "Ana Lima", message };
    const padded = { ...plain, name: "\u00a0 Ana Lima\t", message: `\n${message}  ` };
    for (const row of [plain, padded]) {
      expect((await t.server.post(row)).status).toBe(201);
      // Committed as anon, as the Data API would: the second must be found a duplicate.
      await supabase.client.query("BEGIN");
      await supabase.client.query("SET LOCAL ROLE anon");
      await supabase.client.query(
        `INSERT INTO public.contact_submissions (${FIELDS.join(", ")}) VALUES ($1, $2, $3, $4, $5)`,
        FIELDS.map((field) => row[field]),
      );
      await supabase.client.query("COMMIT");
    }
    expect((await t.db.rows()).filter((row) => row.message === message)).toHaveLength(1);
    const hosted = await supabase.client.query(
      "SELECT name FROM public.contact_submissions WHERE message = $1",
      [message],
    );
    expect(hosted.rows).toEqual([{ name: "Ana Lima" }]);
  });

  it("agrees on random text padded with every kind of whitespace", async () => {
    // A zero-width space is not whitespace: it must stay, on both.
    const edge = fc.constantFrom(...EDGE_WHITESPACE, "\u200b");
    const core = fc.string({ unit: "grapheme", maxLength: 8 }).filter((text) => !text.includes("\u0000"));
    const value = fc.tuple(edge, edge, core, edge, edge).map((parts) => parts.join(""));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<Field>("name", "message"), value, async (field, text) => {
        await compare(field, text);
      }),
      { numRuns: 60 },
    );
  });
});
