import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY, type RunningApi, startApi, VALID_SUBMISSION } from "../support/api-server.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/databases.ts";

// The compatibility test of the insert contract: the official client, pointed at the
// bundled server as it would be at a hosted Supabase project, works unchanged.

let counter = 0;
const fresh = (overrides: Record<string, unknown> = {}) => ({
  ...VALID_SUBMISSION,
  message: `Sent with supabase-js, number ${++counter}.`,
  ...overrides,
});

// Node has no browser storage; nothing else differs from what a site would do.
const client = (base: string, key = ANON_KEY) =>
  createClient(base, key, { auth: { persistSession: false, autoRefreshToken: false } });

describe.each(DATABASE_KINDS)("@supabase/supabase-js against the bundled server on %s", (kind) => {
  let db: TestDatabase;
  let api: RunningApi;

  beforeAll(async () => {
    db = await createTestDatabase(kind, "supabase_js");
    api = await startApi({ ...db.env, RATE_LIMIT_PER_MINUTE: "0", RATE_LIMIT_PER_DAY: "0" });
  });
  afterAll(async () => {
    await api?.close();
    db?.dispose();
  });

  it("inserts with from('contact_submissions').insert(...) and gets no error", async () => {
    const submission = fresh();
    const { error, status } = await client(api.base).from("contact_submissions").insert(submission);
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect((await db.rows()).find((row) => row.message === submission.message)).toMatchObject(submission);
  });

  it("inserts a submission without the optional choices", async () => {
    const { fund_type: _f, aum: _a, ...required } = fresh();
    const { error } = await client(api.base).from("contact_submissions").insert(required);
    expect(error).toBeNull();
    expect((await db.rows()).find((row) => row.message === required.message)).toMatchObject({
      fund_type: null,
      aum: null,
    });
  });

  it.each([
    ["a message over 5000 characters", fresh({ message: "m".repeat(5001) }), "23514"],
    ["an unknown column", fresh({ website: "https://example.com" }), "PGRST204"],
    ["a missing e-mail", fresh({ email: null }), "23502"],
    ["an array of rows", [fresh(), fresh()], "23514"],
  ])("gets a PostgREST-shaped error for %s", async (_title, body, code) => {
    const before = await db.rows();
    const { error, status } = await client(api.base).from("contact_submissions").insert(body);
    expect(status).toBe(400);
    expect(error).toEqual({ code, details: error?.details ?? null, hint: null, message: expect.any(String) });
    expect(await db.rows()).toEqual(before);
  });

  it("gets 401 errors for a wrong key and for reading, changing or deleting rows", async () => {
    const wrongKey = await client(api.base, "someone-elses-key").from("contact_submissions").insert(fresh());
    expect(wrongKey.status).toBe(401);
    expect(wrongKey.error?.code).toBe("PGRST301");
    const table = () => client(api.base).from("contact_submissions");
    for (const result of [
      await table().select("*"),
      await table().update({ name: "Changed" }).eq("id", 1),
      await table().delete().eq("id", 1),
    ]) {
      expect(result.status).toBe(401);
      expect(result.error?.code).toBe("42501");
      expect(result.data).toBeNull();
    }
  });

  it("gets nothing back from insert().select(): the anon key never reads a row", async () => {
    const submission = fresh();
    const { data, error } = await client(api.base).from("contact_submissions").insert(submission).select();
    expect(error).toBeNull();
    expect(data).toBeNull();
    expect((await db.rows()).filter((row) => row.message === submission.message)).toHaveLength(1);
  });
});
