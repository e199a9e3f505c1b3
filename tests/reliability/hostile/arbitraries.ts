// fast-check generators for whole requests: credentials (missing, wrong, repeated,
// forged JWTs), content types, methods and paths, around the bodies of
// body-arbitraries.ts. Half of them are the form's own request with exotic values.
import fc from "fast-check";
import { body, formSubmission, toJson } from "./body-arbitraries.ts";
import { maximumBody, repeatedSubmission } from "./contract-arbitraries.ts";
import { ANON_KEY, type HostileRequest, TABLE_PATH } from "./oracle.ts";

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
    body: fc.oneof(
      { weight: 6, arbitrary: formSubmission.map((entries) => Buffer.from(toJson(entries))) },
      { weight: 2, arbitrary: repeatedSubmission.map((entries) => Buffer.from(toJson(entries))) },
      { weight: 1, arbitrary: maximumBody },
    ),
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
