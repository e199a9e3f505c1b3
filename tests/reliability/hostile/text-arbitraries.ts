// fast-check generators for the text fields: plausible values and the strings that
// have broken forms before (injections, markup, control characters, Unicode edge
// cases, lengths at and past each limit). Whether a value is valid is the oracle's call.
import fc from "fast-check";
import { NAME_FORBIDDEN } from "#common/contact-schema.ts";

/** Strings that have broken web forms before. */
const FRAGMENTS = [
  "' OR '1'='1",
  "'); DROP TABLE contact_submissions; --",
  "\\'; SELECT pg_sleep(10); --",
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  "]]><!--",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  "${7*7}{{7*7}}%s%n%x",
  "\\",
  '"',
  "null",
  "\u202eevil\u202c",
  "a\u0300\u0301\u0302",
  "👨‍👩‍👧‍👦",
  "\u200b\u200c\u200d",
  "\ufeff",
  "\u00a0",
  "\u2028",
  "\u2029",
  "\u0000",
  "\t",
  "\r\n",
  "\u001b[31m",
  "\u0085",
  "Ａｄａ",
  "İstanbul ß",
  "𝕏𝔸",
  "\ud800",
  "\udfff",
  "../../etc/passwd",
  "__proto__",
  "constructor",
  "%00%0d%0a",
  "\\u0000",
  "💩".repeat(3),
  // Encoded words: a mail client would decode them to a line break and a header.
  "=?utf-8?q?Injected=0D=0ABcc:_victim@evil.example?=",
  "=?UTF-8?B?SW5qZWN0ZWQNCkJjYzogdmljdGltQGV2aWwuZXhhbXBsZQ==?=",
  "=?",
  "?=",
  // Bidirectional controls and invisible characters, alone and inside words.
  "\u202e",
  "exe.\u202etxt",
  "\u2066\u2069",
  "\u200e\u200f",
  "A\u200bn\u2060a",
  "\u3164",
  "\u180e",
];

const piece = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: "grapheme-ascii", maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 12 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary-ascii", maxLength: 12 }) },
  { weight: 3, arbitrary: fc.constantFrom(...FRAGMENTS) },
);
export const text = fc.array(piece, { minLength: 1, maxLength: 5 }).map((parts) => parts.join(""));
/** Whitespace String.prototype.trim removes: the stored value must not keep it. */
const padding = fc.constantFrom(
  "",
  "",
  "",
  " ",
  "  ",
  "\t",
  "\n",
  "\u00a0",
  "\u3000",
  "\ufeff",
  " \r\n ",
  "\u2028",
  "\u1680",
  "\u205f",
  "\v\f",
);
const padded = (core: fc.Arbitrary<string>) =>
  fc.tuple(padding, core, padding).map(([before, middle, after]) => before + middle + after);

/** Lengths right at and past each limit, and far past it. */
const long = (unit: string, lengths: number[]) =>
  fc.constantFrom(...lengths).map((length) => unit.repeat(length));

const plainName = fc
  .tuple(fc.constantFrom("Ada", "Grace", "Zoë", "Mbeki", "李", "O'Brien", "José"), fc.nat(99_999))
  .map(([first, n]) => `${first} ${n}`);
export const name = fc.oneof(
  { weight: 6, arbitrary: padded(plainName) },
  { weight: 3, arbitrary: padded(text) },
  { weight: 1, arbitrary: long("é", [199, 200, 201]) },
  { weight: 1, arbitrary: long("😀", [200, 201]) },
);

const validEmail = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9]{1,12}([._+-][a-z0-9]{1,6})?$/),
    fc.array(fc.stringMatching(/^[a-z0-9]{1,10}$/), { minLength: 1, maxLength: 3 }),
    fc.stringMatching(/^[a-z]{2,6}$/),
    fc.boolean(),
  )
  .map(([local, labels, tld, shout]) => {
    const address = `${local}@${labels.join(".")}.${tld}`;
    return shout ? address.toUpperCase() : address;
  });
export const email = fc.oneof(
  { weight: 6, arbitrary: padded(validEmail) },
  { weight: 1, arbitrary: fc.emailAddress() },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "no-at-sign",
      "two@@example.com",
      "a@localhost",
      "a b@example.com",
      ".a@example.com",
      "a..b@example.com",
      "a@example.c",
      "a@-example.com",
      "ü@example.com",
      "a@exämple.com",
      "a@example.com\n",
      "a@example.com<script>",
      `${"a".repeat(64)}@${"b".repeat(186)}.com`,
      `${"a".repeat(64)}@${"b".repeat(187)}.com`,
    ),
  },
  { weight: 1, arbitrary: text },
);

export const message = fc.oneof(
  { weight: 5, arbitrary: padded(fc.lorem({ maxCount: 30, mode: "sentences" })) },
  { weight: 4, arbitrary: padded(text) },
  { weight: 1, arbitrary: long("x", [4999, 5000, 5001]) },
  { weight: 1, arbitrary: long("汉", [5000, 5001, 6000]) },
  { weight: 1, arbitrary: long("line\r\n", [100, 900]) },
);

export const option = (values: readonly string[]) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...values) },
    { weight: 2, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constantFrom(...values).map((value) => value.toLowerCase()) },
    { weight: 1, arbitrary: fc.constantFrom(...values).map((value) => ` ${value}`) },
    { weight: 1, arbitrary: text },
  );

/** Fragments a name may hold (no control characters, no lone surrogates). */
const PRINTABLE = FRAGMENTS.filter((fragment) => !NAME_FORBIDDEN.test(fragment) && fragment.isWellFormed());
const wildText = fc
  .array(
    fc.oneof(fc.string({ unit: "grapheme", minLength: 1, maxLength: 8 }), fc.constantFrom(...PRINTABLE)),
    { minLength: 1, maxLength: 4 },
  )
  .map((parts) => parts.join(""));

/** Values the form could really send, most of them valid, many of them exotic. */
export const likely = {
  name: fc.oneof(
    { weight: 3, arbitrary: padded(plainName) },
    { weight: 3, arbitrary: padded(wildText) },
    { weight: 1, arbitrary: name },
  ),
  email: fc.oneof({ weight: 8, arbitrary: padded(validEmail) }, { weight: 1, arbitrary: email }),
  message: fc.oneof(
    { weight: 3, arbitrary: padded(fc.lorem({ maxCount: 30, mode: "sentences" })) },
    {
      weight: 3,
      arbitrary: fc.array(wildText, { minLength: 1, maxLength: 6 }).map((lines) => lines.join("\r\n")),
    },
    { weight: 1, arbitrary: message },
  ),
  option: (values: readonly string[]) =>
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...values) },
      { weight: 3, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: option(values) },
    ),
};
