import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningApi, startApi, VALID_SUBMISSION } from "../support/api-server.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/databases.ts";

// Duplicate suppression answers 201 without storing a row: that is only honest for an
// exact repeat of every field. A second submission that changes the inquiry type or the
// size range (or clears one) is a new inquiry and must be stored as sent.

let counter = 0;
const fresh = () => ({
  ...VALID_SUBMISSION,
  name: "Ana Lima",
  message: `Please call me (${++counter})`,
  fund_type: "Private Equity",
  aum: "Under $100M",
});

describe.each(DATABASE_KINDS)("duplicate suppression compares every field on %s", (kind) => {
  let db: TestDatabase;
  let api: RunningApi;

  const stored = async (message: string) =>
    (await db.rows())
      .filter((row) => row.message === message)
      .map(({ name, email, message, fund_type, aum }) => ({ name, email, message, fund_type, aum }));

  beforeAll(async () => {
    db = await createTestDatabase(kind, "api_dedupe_fields");
    api = await startApi({ ...db.env, RATE_LIMIT_PER_MINUTE: "0", RATE_LIMIT_PER_DAY: "0" });
  });
  afterAll(async () => {
    await api?.close();
    db?.dispose();
  });

  it("stores a second submission that chose another inquiry type and size range", async () => {
    const first = fresh();
    const second = { ...first, fund_type: "Infrastructure", aum: "$5B+" };
    expect((await api.post(first)).status).toBe(201);
    expect((await api.post(second)).status).toBe(201);
    expect(await stored(first.message)).toEqual([first, second]);
  });

  it.each([
    ["the inquiry type", { fund_type: "Real Estate" }],
    ["the size range", { aum: "$1B - $5B" }],
    ["no inquiry type", { fund_type: null }],
    ["no size range", { aum: null }],
  ])("stores a repeat that differs only in %s", async (_what, change) => {
    const first = fresh();
    await api.post(first);
    expect((await api.post({ ...first, ...change })).status).toBe(201);
    expect(await stored(first.message)).toEqual([first, { ...first, ...change }]);
  });

  it("treats an absent choice as null, as the stored row does", async () => {
    const first = { ...fresh(), fund_type: null, aum: null };
    await api.post(first);
    const { fund_type: _type, aum: _aum, ...absent } = first;
    expect((await api.post(absent)).status).toBe(201);
    expect(await stored(first.message)).toEqual([first]);
  });

  it("still suppresses an exact repeat of every field, sent at once or one after another", async () => {
    const first = fresh();
    const statuses = await Promise.all(Array.from({ length: 6 }, async () => (await api.post(first)).status));
    expect(statuses).toEqual(Array(6).fill(201));
    expect((await api.post(first)).status).toBe(201);
    expect(await stored(first.message)).toEqual([first]);
  });
});
