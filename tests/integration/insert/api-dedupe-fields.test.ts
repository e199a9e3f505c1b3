import { describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "#tests/support/database/databases.ts";
import { serverOnDatabase, uniqueSubmission } from "#tests/support/servers/test-server.ts";

// Duplicate suppression answers 201 without storing a row: that is only honest for an
// exact repeat of every field. A second submission that changes the inquiry type or the
// size range (or clears one) is a new inquiry and must be stored as sent.

const fresh = () => uniqueSubmission({ name: "Ana Lima", fund_type: "Private Equity", aum: "Under $100M" });

describe.each(DATABASE_KINDS)("duplicate suppression compares every field on %s", (kind) => {
  const t = serverOnDatabase(kind, "api_dedupe_fields");

  const stored = async (message: string) =>
    (await t.db.rows())
      .filter((row) => row.message === message)
      .map(({ name, email, message, fund_type, aum }) => ({ name, email, message, fund_type, aum }));

  it("stores a second submission that chose another inquiry type and size range", async () => {
    const first = fresh();
    const second = { ...first, fund_type: "Infrastructure", aum: "$5B+" };
    expect((await t.server.post(first)).status).toBe(201);
    expect((await t.server.post(second)).status).toBe(201);
    expect(await stored(first.message)).toEqual([first, second]);
  });

  it.each([
    ["the inquiry type", { fund_type: "Real Estate" }],
    ["the size range", { aum: "$1B - $5B" }],
    ["no inquiry type", { fund_type: null }],
    ["no size range", { aum: null }],
  ])("stores a repeat that differs only in %s", async (_what, change) => {
    const first = fresh();
    await t.server.post(first);
    expect((await t.server.post({ ...first, ...change })).status).toBe(201);
    expect(await stored(first.message)).toEqual([first, { ...first, ...change }]);
  });

  it("treats an absent choice as null, as the stored row does", async () => {
    const first = { ...fresh(), fund_type: null, aum: null };
    await t.server.post(first);
    const { fund_type: _type, aum: _aum, ...absent } = first;
    expect((await t.server.post(absent)).status).toBe(201);
    expect(await stored(first.message)).toEqual([first]);
  });

  it("still suppresses an exact repeat of every field, sent at once or one after another", async () => {
    const first = fresh();
    const statuses = await Promise.all(
      Array.from({ length: 6 }, async () => (await t.server.post(first)).status),
    );
    expect(statuses).toEqual(Array(6).fill(201));
    expect((await t.server.post(first)).status).toBe(201);
    expect(await stored(first.message)).toEqual([first]);
  });
});
