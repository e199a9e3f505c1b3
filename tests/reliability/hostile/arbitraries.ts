// fast-check generators for hostile requests: mostly plausible inserts (so the stored
// rows are worth comparing), bent in every way the contract has a rule for, plus
// plain garbage. The oracle, not the generator, decides what each one deserves.
import fc from "fast-check";
import { INQUIRY_TYPES, SIZE_RANGES } from "../../../common/contact-options.ts";
import { ANON_KEY, type HostileRequest, TABLE_PATH } from "./oracle.ts";
import { email, likely, message, name, option } from "./text-arbitraries.ts";

/** A value of the wrong JSON type where text is expected. */
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
const formSubmission = fc
  .record({
    name: likely.name,
    email: likely.email,
    message: likely.message,
    fund_type: likely.option(INQUIRY_TYPES),
    aum: likely.option(SIZE_RANGES),
  })
  .map((record): Entries => Object.entries(record));

/** JSON text of the entries; Object.fromEntries keeps `__proto__` as an own key. */
const toJson = (entries: Entries) => JSON.stringify(Object.fromEntries(entries));

const body: fc.Arbitrary<Buffer> = fc.oneof(
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
  { weight: 1, arbitrary: fc.integer({ min: 16_000, max: 40_000 }).map((size) => Buffer.alloc(size, "a")) },
  { weight: 1, arbitrary: fc.constant(Buffer.from(`${"[".repeat(5000)}${"]".repeat(5000)}`)) },
);

const JWT_LIKE = [
  // alg "none", role service_role: a forged token must be refused like any other.
  "eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.",
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiIsImV4cCI6MX0.c2lnbmF0dXJl",
];
const keyValue = fc.oneof(
  { weight: 20, arbitrary: fc.constant(ANON_KEY) },
  { weight: 1, arbitrary: fc.constantFrom(`${ANON_KEY}x`, ANON_KEY.toUpperCase(), "", "null", ...JWT_LIKE) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme-ascii", maxLength: 40 }) },
);
const bearer = fc.oneof(
  { weight: 20, arbitrary: fc.constant(`Bearer ${ANON_KEY}`) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      `bearer ${ANON_KEY}`,
      `Bearer   ${ANON_KEY}`,
      `Bearer ${ANON_KEY} `,
      `Basic ${Buffer.from(`anon:${ANON_KEY}`).toString("base64")}`,
      "Bearer",
      ...JWT_LIKE.map((token) => `Bearer ${token}`),
    ),
  },
  { weight: 1, arbitrary: keyValue.map((value) => `Bearer ${value}`) },
);
const contentType = fc.oneof(
  { weight: 20, arbitrary: fc.constant("application/json") },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "application/json; charset=utf-8",
      "APPLICATION/JSON",
      "application/json;charset=latin1",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/vnd.pgrst.object+json",
      "application/jsonx",
      "json",
      "",
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme-ascii", maxLength: 30 }) },
);

/** A header that is absent, present once, or repeated. */
const header = (nameText: string, value: fc.Arbitrary<string>, absentWeight: number) =>
  fc.oneof(
    { weight: absentWeight, arbitrary: fc.constant<[string, string][]>([]) },
    { weight: 20, arbitrary: value.map((v): [string, string][] => [[nameText, v]]) },
    {
      weight: 1,
      arbitrary: fc.tuple(value, value).map(([a, b]): [string, string][] => [
        [nameText, a],
        [nameText, b],
      ]),
    },
  );

const headers = fc
  .tuple(
    header("apikey", keyValue, 1),
    header("authorization", bearer, 2),
    header("content-type", contentType, 1),
    header("content-profile", fc.constantFrom("public", "public", "public", "private", "auth"), 40),
    header("prefer", fc.constantFrom("return=minimal", "return=representation", "count=exact", "x"), 5),
    header("origin", fc.constantFrom("https://evil.example", "null"), 20),
    fc.constantFrom<[string, string][]>([], [], [["x-forwarded-for", "1.2.3.4"]], [["accept", "*/*"]]),
  )
  .map((groups) => groups.flat());

const method = fc.oneof(
  { weight: 40, arbitrary: fc.constant("POST") },
  { weight: 6, arbitrary: fc.constantFrom("GET", "HEAD", "PUT", "PATCH", "DELETE", "OPTIONS") },
  { weight: 2, arbitrary: fc.constantFrom("TRACE", "PROPFIND", "SEARCH", "LOCK", "PURGE") },
  { weight: 1, arbitrary: fc.constantFrom("FOO", "GETS", "P0ST") },
);

const path = fc.oneof(
  { weight: 30, arbitrary: fc.constant(TABLE_PATH) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom("?select=*", "?id=eq.1", "?columns=name,email", "?on_conflict=id", "?x=%ff")
      .map((query) => TABLE_PATH + query),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "/rest/v1/",
      "/rest/v1/schema_migrations",
      "/rest/v1/CONTACT_SUBMISSIONS",
      "/rest/v1/contact_submissions/1",
      "/rest/v1/contact_submissions/",
      "/rest/v1/rpc/export",
      "/rest/v1/a%20b",
      "/rest/v1/%zz",
      "/rest/v1/contact_submissions%",
      "/rest/v1/%E0%A4%A",
    ),
  },
);

/** Only methods that carry a body in practice get one; a GET with a body is another test. */
const anyRequest: fc.Arbitrary<HostileRequest> = fc
  .record({ method, path, headers, body })
  .map((request) =>
    ["POST", "PUT", "PATCH"].includes(request.method) ? request : { ...request, body: undefined },
  );

/** The form's own request with exotic but plausible values: most must be stored. */
const formRequest: fc.Arbitrary<HostileRequest> = fc
  .record({
    body: formSubmission.map((entries) => Buffer.from(toJson(entries))),
    extra: fc.constantFrom<[string, string][]>(
      [],
      [["prefer", "return=representation"]],
      [["content-profile", "public"]],
      [["x-client-info", "supabase-js/2"]],
    ),
    contentType: fc.constantFrom("application/json", "application/json; charset=utf-8"),
  })
  .map(({ body, extra, contentType }) => ({
    method: "POST",
    path: TABLE_PATH,
    headers: [
      ["apikey", ANON_KEY],
      ["authorization", `Bearer ${ANON_KEY}`],
      ["content-type", contentType],
      ...extra,
    ],
    body,
  }));

/** Half plausible inserts, half anything at all. */
export const hostileRequest = fc.oneof(formRequest, anyRequest);
