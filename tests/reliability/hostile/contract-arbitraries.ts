// fast-check generators for the classes an outside probe found acknowledged and then
// changed or dropped: repeats that differ in one choice only (duplicate suppression
// must compare every field), the largest valid bodies in their costliest encodings
// (the body limit must fit them), and values padded with whitespace at the edges.
import fc from "fast-check";
import { INQUIRY_TYPES, SIZE_RANGES } from "#common/contact-options.ts";
import { CONTACT_LIMITS } from "#common/contact-schema.ts";
import { EDGE_WHITESPACE } from "#tests/support/database/edge-whitespace.ts";

type Entries = [string, unknown][];

const edge = fc.constantFrom(...EDGE_WHITESPACE);
const padded = (value: string) => fc.tuple(edge, edge).map(([before, after]) => before + value + after);

/**
 * A few inquiries sent again and again, each time with its choices drawn anew and its
 * text padded differently: over a sample, exact repeats (one row), repeats that changed
 * a choice (a row each) and repeats that differ only in trimmed whitespace (one row) all
 * occur, many of them in flight at the same moment.
 */
const BASES = [
  ["Ana Lima", "ana@example.com", "Please call me"],
  ["Ana Lima", "ana@example.com", "Please call me."],
  ["李小龍", "li@example.cn", "想了解基础设施基金"],
] as const;
export const repeatedSubmission: fc.Arbitrary<Entries> = fc
  .record({
    base: fc.constantFrom(...BASES),
    fund_type: fc.constantFrom(null, INQUIRY_TYPES[0], INQUIRY_TYPES[3]),
    aum: fc.constantFrom(null, SIZE_RANGES[0], SIZE_RANGES[4]),
    absent: fc.boolean(),
  })
  .chain(({ base: [name, email, message], fund_type, aum, absent }) =>
    fc.tuple(padded(name), padded(email), padded(message)).map(([n, e, m]): Entries => {
      // An absent choice is null: the same inquiry as one that sends null.
      const choices: Entries =
        absent && fund_type === null
          ? [["aum", aum]]
          : [
              ["fund_type", fund_type],
              ["aum", aum],
            ];
      return [["name", n], ["email", e], ["message", m], ...choices];
    }),
  );

/** Every UTF-16 unit of every string (keys too) as a \uXXXX escape: valid JSON, 6 bytes a unit. */
function escapedJson(entries: Entries): string {
  const escaped = (text: string) =>
    `"${text
      .split("")
      .map((unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`)
      .join("")}"`;
  const members = entries.map(
    ([key, value]) => `${escaped(key)}:${typeof value === "string" ? escaped(value) : JSON.stringify(value)}`,
  );
  return `{${members.join(",")}}`;
}

/** Characters outside the BMP: 4 bytes of UTF-8, 12 bytes as a pair of escapes. */
const astral = fc.constantFrom("😀", "𝕏", "🏗", "𠀋", "👍");
const longest = (values: readonly string[]) =>
  [...values].sort((a, b) => Array.from(b).length - Array.from(a).length)[0] ?? "";

/** The longest valid submission (each text field at its limit, once trimmed), raw or escaped. */
export const maximumBody: fc.Arbitrary<Buffer> = fc
  .record({
    character: astral,
    tag: fc.nat(999_999),
    escaped: fc.boolean(),
    pad: fc.boolean(),
    pretty: fc.boolean(),
  })
  .map(({ character, tag, escaped, pad, pretty }) => {
    const id = String(tag);
    const name = `${character.repeat(CONTACT_LIMITS.name - id.length)}${id}`;
    const local = "a".repeat(CONTACT_LIMITS.email - "@example.com".length);
    const entries: Entries = [
      ["name", pad ? ` ${name}\u00a0` : name],
      ["email", `${local}@example.com`],
      [
        "message",
        pad ? `\n${character.repeat(CONTACT_LIMITS.message)}\t` : character.repeat(CONTACT_LIMITS.message),
      ],
      ["fund_type", longest(INQUIRY_TYPES)],
      ["aum", longest(SIZE_RANGES)],
    ];
    const json = escaped ? escapedJson(entries) : JSON.stringify(Object.fromEntries(entries));
    return Buffer.from(pretty ? json.replaceAll(",", ",\n  ") : json);
  });
