import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "#server/inbox/cursor.ts";
import { excerpt, highlight } from "#server/inbox/highlight.ts";
import { searchWords } from "#server/inbox/search-words.ts";

// What staff type into the search box, and what they see marked in the results.

const marked = (segments: { text: string; match: boolean }[]) =>
  segments.filter((s) => s.match).map((s) => s.text);

describe("search words", () => {
  it("keeps letters and digits only, lower-cased, so no query syntax reaches the database", () => {
    expect(searchWords(`Ada@Example.com "fund" OR 1=1; -- *`)).toEqual([
      "ada",
      "example",
      "com",
      "fund",
      "or",
      "1",
    ]);
    expect(searchWords("Zürich 100M")).toEqual(["zürich", "100m"]);
    expect(searchWords("   ")).toEqual([]);
  });
});

describe("highlighting", () => {
  it("marks each word that starts with a searched word, in any case", () => {
    expect(marked(highlight("Adam met ada at the Ada Lovelace fund; a nomad", ["ada"]))).toEqual([
      "Ada",
      "ada",
      "Ada",
    ]);
    expect(highlight("Hello", [])).toEqual([{ text: "Hello", match: false }]);
  });

  it("marks a single letter only where it is a whole word, as the search finds it", () => {
    expect(marked(highlight("J. S. Bach, Sebastian's sonatas", ["s", "bach"]))).toEqual(["S", "Bach", "s"]);
    expect(marked(highlight("Sebastian", ["s"]))).toEqual([]);
  });

  it("keeps markup as text: a segment never becomes HTML", () => {
    const segments = highlight("<img src=x onerror=alert(1)> ada", ["ada"]);
    expect(segments.map((s) => s.text).join("")).toBe("<img src=x onerror=alert(1)> ada");
    expect(marked(segments)).toEqual(["ada"]);
  });

  it("shows a long message around its first match, cut with ellipses", () => {
    const text = `${"lorem ipsum ".repeat(40)}the zephyrine clause ${"dolor sit ".repeat(40)}`;
    const cut = excerpt(text, ["zephyr"]);
    const joined = cut.map((s) => s.text).join("");
    expect(joined.startsWith("…")).toBe(true);
    expect(joined.endsWith("…")).toBe(true);
    expect(joined.length).toBeLessThan(200);
    expect(marked(cut)).toEqual(["zephyr"]);
  });
});

describe("page cursor", () => {
  it("round-trips a row's exact time and id, and refuses anything else", () => {
    const cursor = { at: "2026-11-22T16:40:12.123456Z", id: "42" };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor("not-a-cursor")).toBeUndefined();
    expect(decodeCursor(Buffer.from("2026-11-22|1; DROP TABLE").toString("base64url"))).toBeUndefined();
  });

  it("refuses a date that is not on the calendar or that PostgreSQL cannot hold", () => {
    for (const at of ["2024-02-30T00:00:00.000Z", "2023-02-29T00:00:00.000Z", "0000-01-01T00:00:00.000Z"])
      expect(decodeCursor(encodeCursor({ at, id: "1" }))).toBeUndefined();
    expect(decodeCursor(encodeCursor({ at: "2024-02-29T23:59:59.999999Z", id: "1" }))).toEqual({
      at: "2024-02-29T23:59:59.999999Z",
      id: "1",
    });
  });
});
