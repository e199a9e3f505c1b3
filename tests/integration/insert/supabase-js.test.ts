import { createClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "#tests/support/database/databases.ts";
import { ANON_KEY, serverOnDatabase, uniqueSubmission } from "#tests/support/servers/test-server.ts";

// The compatibility test of the insert contract: the official client, pointed at the
// bundled server as it would be at a hosted Supabase project, works unchanged.

// Node has no browser storage; nothing else differs from what a site would do.
const client = (base: string, key = ANON_KEY) =>
  createClient(base, key, { auth: { persistSession: false, autoRefreshToken: false } });

describe.each(DATABASE_KINDS)("@supabase/supabase-js against the bundled server on %s", (kind) => {
  const t = serverOnDatabase(kind, "supabase_js");

  it("inserts with from('contact_submissions').insert(...) and gets no error", async () => {
    const submission = uniqueSubmission();
    const { error, status } = await client(t.server.base).from("contact_submissions").insert(submission);
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect((await t.db.rows()).find((row) => row.message === submission.message)).toMatchObject(submission);
  });

  it("inserts a submission without the optional choices", async () => {
    const { fund_type: _f, aum: _a, ...required } = uniqueSubmission();
    const { error } = await client(t.server.base).from("contact_submissions").insert(required);
    expect(error).toBeNull();
    expect((await t.db.rows()).find((row) => row.message === required.message)).toMatchObject({
      fund_type: null,
      aum: null,
    });
  });

  it.each([
    ["a message over 5000 characters", uniqueSubmission({ message: "m".repeat(5001) }), "23514"],
    ["an unknown column", uniqueSubmission({ website: "https://example.com" }), "PGRST204"],
    ["a missing e-mail", uniqueSubmission({ email: null }), "23502"],
    ["an array of rows", [uniqueSubmission(), uniqueSubmission()], "23514"],
  ])("gets a PostgREST-shaped error for %s", async (_title, body, code) => {
    const before = await t.db.rows();
    const { error, status } = await client(t.server.base).from("contact_submissions").insert(body);
    expect(status).toBe(400);
    expect(error).toEqual({ code, details: error?.details ?? null, hint: null, message: expect.any(String) });
    expect(await t.db.rows()).toEqual(before);
  });

  it("gets 401 errors for a wrong key and for reading, changing or deleting rows", async () => {
    const wrongKey = await client(t.server.base, "someone-elses-key")
      .from("contact_submissions")
      .insert(uniqueSubmission());
    expect(wrongKey.status).toBe(401);
    expect(wrongKey.error?.code).toBe("PGRST301");
    const table = () => client(t.server.base).from("contact_submissions");
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
    const submission = uniqueSubmission();
    const { data, error } = await client(t.server.base)
      .from("contact_submissions")
      .insert(submission)
      .select();
    expect(error).toBeNull();
    expect(data).toBeNull();
    expect((await t.db.rows()).filter((row) => row.message === submission.message)).toHaveLength(1);
  });
});
