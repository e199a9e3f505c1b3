// fast-check generators for request bodies: submissions with every field bent in
// every way the contract has a rule for (wrong types, prototype-pollution keys, missing
// and repeated keys), truncated JSON, bytes that are not UTF-8, garbage, huge bodies.
import fc from "fast-check";
import { INQUIRY_TYPES, SIZE_RANGES } from "#common/contact-options.ts";
import { SUBMISSION_BODY_LIMIT } from "#common/submission-size.ts";
import { email, likely, message, name, option } from "./text-arbitraries.ts";

const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 4 }),
);

/** Keys that are not columns, prototype pollution first. */
const strangeKey = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "id", "created_at"),
  fc.constantFrom("content_hash", "Name", "name ", "", "email\u0000", "message\u200b", "fund-type", "select"),
  fc.string({ maxLength: 12 }),
);

type Entries = [string, unknown][];
interface FieldArbitraries {
  name: fc.Arbitrary<unknown>;
  email: fc.Arbitrary<unknown>;
  message: fc.Arbitrary<unknown>;
  fund_type: fc.Arbitrary<unknown>;
  aum: fc.Arbitrary<unknown>;
}

/** A submission's entries: sometimes a field short, sometimes a key too many. */
const submissionOf = (fields: FieldArbitraries, bentOneIn: number): fc.Arbitrary<Entries> =>
  fc.record(fields, { requiredKeys: [] }).chain((record) =>
    fc
      .record({
        drop: fc.oneof({ weight: bentOneIn, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.nat(4) }),
        extra: fc.oneof(
          { weight: bentOneIn, arbitrary: fc.constant<Entries>([]) },
          {
            weight: 1,
            arbitrary: fc.array(fc.tuple(strangeKey, fc.jsonValue({ maxDepth: 2 })), { maxLength: 2 }),
          },
        ),
      })
      .map(({ drop, extra }) => {
        const entries: Entries = Object.entries(record);
        if (drop > 0) entries.splice(drop - 1, 1);
        return [...entries, ...extra];
      }),
  );

const anyOf = (value: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 12, arbitrary: value }, { weight: 1, arbitrary: wrongType });
const submission = submissionOf(
  {
    name: anyOf(name),
    email: anyOf(email),
    message: anyOf(message),
    fund_type: option(INQUIRY_TYPES),
    aum: option(SIZE_RANGES),
  },
  8,
);
/** What a form (or supabase-js) would send: all present, mostly valid, often exotic. */
export const formSubmission = fc
  .record({
    name: likely.name,
    email: likely.email,
    message: likely.message,
    fund_type: likely.option(INQUIRY_TYPES),
    aum: likely.option(SIZE_RANGES),
  })
  .map((record): Entries => Object.entries(record));

/** JSON text of the entries; Object.fromEntries keeps `__proto__` as an own key. */
export const toJson = (entries: Entries) => JSON.stringify(Object.fromEntries(entries));

export const body: fc.Arbitrary<Buffer> = fc.oneof(
  { weight: 30, arbitrary: submission.map((entries) => Buffer.from(toJson(entries))) },
  // The same key twice: JSON.parse keeps the last, and so must the server.
  {
    weight: 2,
    arbitrary: fc
      .tuple(submission, name)
      .map(([entries, other]) =>
        Buffer.from(toJson(entries).replace(/^\{/, `{"name":${JSON.stringify(other)},`)),
      ),
  },
  {
    weight: 2,
    arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => Buffer.from(JSON.stringify(value) ?? "")),
  },
  {
    weight: 2,
    arbitrary: fc.tuple(submission, fc.nat()).map(([entries, cut]) => {
      const json = toJson(entries);
      return Buffer.from(json.slice(0, cut % Math.max(1, json.length)));
    }),
  },
  // Bytes that are not UTF-8 inside an otherwise valid body.
  {
    weight: 2,
    arbitrary: fc.tuple(submission, fc.uint8Array({ minLength: 1, maxLength: 4 })).map(([entries, bytes]) => {
      const json = Buffer.from(toJson(entries));
      const at = Math.max(1, json.indexOf('":"') + 3);
      return Buffer.concat([
        json.subarray(0, at),
        Buffer.from(bytes.map((b) => b | 0x80)),
        json.subarray(at),
      ]);
    }),
  },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom("", "{}", "[]", "null", '"x"', "{,}", "\ufeff{}", "{'a':1}", "NaN")
      .map((text) => Buffer.from(text)),
  },
  // Around the body limit: just under it a malformed body (400), just over it 413.
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: SUBMISSION_BODY_LIMIT - 1000, max: SUBMISSION_BODY_LIMIT + 20_000 })
      .map((size) => Buffer.alloc(size, "a")),
  },
  { weight: 1, arbitrary: fc.constant(Buffer.from(`${"[".repeat(5000)}${"]".repeat(5000)}`)) },
);
