import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { INQUIRY_TYPES, SIZE_RANGES } from "#common/contact-options.ts";
import {
  CONTACT_LIMITS,
  EMAIL_PATTERN,
  MESSAGE_FORBIDDEN,
  NAME_FORBIDDEN,
  TRIMMED_CHARACTERS,
} from "#common/contact-schema.ts";

// The Supabase migration repeats the shared schema's bounds, option lists and patterns
// as CHECK constraints; the bundled migrations repeat its length bounds. These tests
// read the SQL and fail when the two drift apart.

function read(dir: string): string {
  // Paths, not URLs: a URL would depend on the test environment (happy-dom has the browser's).
  const path = join(import.meta.dirname, "../..", dir);
  return readdirSync(path)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .map((file) => readFileSync(join(path, file), "utf8"))
    .join("\n");
}

const supabase = read("supabase/migrations");
const bundled = {
  sqlite: read("server/store/migrations/sqlite"),
  postgres: read("server/store/migrations/postgres"),
};

/** Reads the SQL string literals starting at `from` up to the closing parenthesis of the list. */
function literalList(sql: string, from: number): string[] {
  const values: string[] = [];
  let index = from;
  for (;;) {
    while (/[\s,]/.test(sql[index] ?? "")) index++;
    if (sql[index] === ")") return values;
    if (sql[index] !== "'") throw new Error(`expected a string literal at ${sql.slice(index, index + 30)}`);
    let value = "";
    for (index++; ; index++) {
      if (sql[index] === "'" && sql[index + 1] === "'") {
        value += "'";
        index++;
      } else if (sql[index] === "'") break;
      else if (index >= sql.length) throw new Error("unterminated literal");
      else value += sql[index];
    }
    values.push(value);
    index++;
  }
}

function optionList(sql: string, column: string): string[] {
  const match = new RegExp(`\\b${column} in \\(`, "i").exec(sql);
  if (!match) throw new Error(`no "${column} in (...)" constraint`);
  return literalList(sql, match.index + match[0].length);
}

/** The literal after `<column> <operator> ` (for example `email ~ '...'`), unquoted. */
function patterns(sql: string, column: string, operator: "~" | "!~"): string[] {
  const escaped = operator.replace("~", "\\~").replace("!", "\\!");
  const found = [...sql.matchAll(new RegExp(`\\b${column} ${escaped} '((?:[^']|'')*)'`, "g"))];
  return found.map((match) => (match[1] ?? "").replaceAll("''", "'"));
}

function upperBound(sql: string, lengthFunction: string, column: string): number | undefined {
  const match = new RegExp(`\\b${lengthFunction}\\(${column}\\) between 1 and (\\d+)`, "i").exec(sql);
  return match ? Number(match[1]) : undefined;
}

describe("the Supabase migration matches the shared schema", () => {
  it.each(Object.entries(CONTACT_LIMITS))("bounds %s to 1-%i characters", (column, limit) => {
    expect(upperBound(supabase, "char_length", column)).toBe(limit);
  });

  it("lists the inquiry types and size ranges, in order", () => {
    expect(optionList(supabase, "fund_type")).toEqual([...INQUIRY_TYPES]);
    expect(optionList(supabase, "aum")).toEqual([...SIZE_RANGES]);
  });

  it("checks e-mail addresses with the schema's pattern", () => {
    expect(patterns(supabase, "email", "~")).toEqual([EMAIL_PATTERN.source]);
  });

  it("forbids the same control characters in names and messages", () => {
    expect(patterns(supabase, "name", "!~")).toContain(NAME_FORBIDDEN.source);
    expect(patterns(supabase, "message", "!~")).toContain(MESSAGE_FORBIDDEN.source);
  });

  it("refuses untrimmed names and messages with exactly the characters trim removes", () => {
    const untrimmed = `^${TRIMMED_CHARACTERS}|${TRIMMED_CHARACTERS}$`;
    expect(patterns(supabase, "name", "!~")).toContain(untrimmed);
    expect(patterns(supabase, "message", "!~")).toContain(untrimmed);
  });
});

describe("the bundled migrations match the shared schema", () => {
  it.each(Object.entries(CONTACT_LIMITS))(
    "bound %s to 1-%i characters on SQLite and PostgreSQL",
    (column, limit) => {
      expect(upperBound(bundled.sqlite, "length", column)).toBe(limit);
      expect(upperBound(bundled.postgres, "char_length", column)).toBe(limit);
    },
  );
});

describe("TRIMMED_CHARACTERS", () => {
  it("is exactly the set of characters String.prototype.trim removes", () => {
    const pattern = new RegExp(`^${TRIMMED_CHARACTERS}$`);
    const mismatches: string[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue; // lone surrogates are not characters
      const char = String.fromCharCode(code);
      if (pattern.test(char) !== (char.trim() === "")) mismatches.push(code.toString(16));
    }
    expect(mismatches).toEqual([]);
  });
});
