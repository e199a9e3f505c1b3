import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSupabaseDatabase, type SupabaseDatabase } from "#tests/support/database/supabase.ts";
import { VALID_SUBMISSION } from "#tests/support/servers/test-server.ts";

// Under Supabase's default privileges every new sequence in public is granted to anon
// and authenticated. The id sequence would tell anon how many inquiries the firm has
// (last_value) and let it break every later insert (setval to an id already used).

let db: SupabaseDatabase;
let sequence: string;

const INSERT =
  "INSERT INTO public.contact_submissions (name, email, message, fund_type, aum) VALUES ($1, $2, $3, $4, $5)";

beforeAll(async () => {
  db = await createSupabaseDatabase("supabase_sequence");
  const { rows } = await db.client.query<{ name: string }>(
    "SELECT pg_get_serial_sequence('public.contact_submissions', 'id') AS name",
  );
  sequence = rows[0]?.name ?? "";
  expect(sequence).not.toBe("");
});
afterAll(() => db?.close());

describe.each(["anon", "authenticated"])("the id sequence, as %s", (role) => {
  it.each([
    ["read last_value", () => `SELECT last_value FROM ${sequence}`],
    ["setval", () => `SELECT setval('${sequence}', 1, false)`],
    ["nextval", () => `SELECT nextval('${sequence}')`],
    ["currval", () => `SELECT currval('${sequence}')`],
  ])("refuses to %s", async (_action, sql) => {
    await expect(db.asRole(role, sql())).rejects.toMatchObject({ code: "42501" });
  });

  it("holds no privilege at all", async () => {
    const { rows } = await db.client.query(
      `SELECT has_sequence_privilege($1, $2, 'SELECT') AS s, has_sequence_privilege($1, $2, 'UPDATE') AS u,
              has_sequence_privilege($1, $2, 'USAGE') AS g`,
      [role, sequence],
    );
    expect(rows).toEqual([{ s: false, u: false, g: false }]);
  });
});

it("still lets anon insert: the identity column needs no right on its sequence", async () => {
  const count = await db.asRoleThen("anon", INSERT, Object.values(VALID_SUBMISSION), async (client) =>
    Number((await client.query("SELECT count(*) AS n FROM public.contact_submissions")).rows[0]?.n),
  );
  expect(count).toBe(1);
});
