import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exchange, type RawExchange } from "#tests/reliability/support/raw-socket.ts";
import { ANON_KEY, startServer, type TestServer } from "#tests/support/servers/test-server.ts";

// Requests that Node's HTTP parser refuses before Fastify sees them. Every answer the
// server gives carries the security headers; under /rest/v1 it has PostgREST's JSON
// shape, elsewhere the site's HTML page. Spoken over a bare socket: no HTTP client
// would send these.

let api: TestServer;
let port: number;
beforeAll(async () => {
  api = await startServer({});
  port = Number(new URL(api.base).port);
});
afterAll(() => api?.close());

const send = (raw: string, limitMs = 20_000) =>
  exchange(
    port,
    (socket, counter) => {
      socket.write(raw);
      counter.sent += raw.length;
    },
    limitMs,
    true,
  );

function parse(answer: RawExchange) {
  const split = answer.response.indexOf("\r\n\r\n");
  const head = answer.response.slice(0, split).toLowerCase();
  return { head, body: answer.response.slice(split + 4) };
}

function expectApiShape(answer: RawExchange, status: number) {
  expect(answer.status).toBe(status);
  const { head, body } = parse(answer);
  expect(head).toContain("content-security-policy: default-src 'self'");
  expect(head).toContain("x-content-type-options: nosniff");
  expect(head).toContain("content-type: application/json");
  expect(JSON.parse(body)).toEqual({
    code: String(status),
    details: null,
    hint: null,
    message: expect.any(String),
  });
}

function expectSiteShape(answer: RawExchange, status: number) {
  expect(answer.status).toBe(status);
  const { head, body } = parse(answer);
  expect(head).toContain("content-security-policy: default-src 'self'");
  expect(head).toContain("x-frame-options: deny");
  expect(head).toContain("content-type: text/html");
  expect(body).toMatch(/^<!doctype html>/);
  expect(body).not.toContain("statusCode");
}

/** With the anon key, so the API reads the body instead of refusing the request at once. */
const request = (path: string, headers: string, eol = "\r\n") =>
  `POST ${path} HTTP/1.1${eol}Host: localhost${eol}apikey: ${ANON_KEY}${eol}${headers}${eol}`;

const FRAMING: [string, (path: string) => string][] = [
  [
    "Content-Length with Transfer-Encoding",
    (path) => `${request(path, "Content-Length: 5\r\nTransfer-Encoding: chunked\r\n")}0\r\n\r\n`,
  ],
  ["an obs-fold header", (path) => request(path, "X-Folded: a\r\n  b\r\nContent-Length: 0\r\n")],
  ["bare LF line ends", (path) => request(path, "Content-Length: 0\n", "\n")],
  ["a malformed header name", (path) => request(path, "Bad Header: x\r\nContent-Length: 0\r\n")],
  ["an invalid Content-Length", (path) => request(path, "Content-Length: 1x\r\n")],
];

describe.each([
  ["the data API", "/rest/v1/contact_submissions", expectApiShape],
  ["a site page", "/contact", expectSiteShape],
] as const)("parser refusals on %s", (_where, path, expectShape) => {
  it.each(FRAMING)("answers %s with 400 in the project's shape", async (_what, raw) => {
    expectShape(await send(raw(path)), 400);
  });

  it("answers a header block over the limit with 431", async () => {
    expectShape(await send(request(path, `X-Big: ${"a".repeat(20_000)}\r\nContent-Length: 0\r\n`)), 431);
  });

  it("answers an Expect other than 100-continue with 417", async () => {
    expectShape(await send(request(path, "Expect: a-teapot\r\nContent-Length: 0\r\n")), 417);
  });

  it("answers a body that never finishes arriving with 408", { timeout: 40_000 }, async () => {
    const answer = await send(
      `${request(path, "Content-Type: application/json\r\nContent-Length: 100\r\n")}{`,
      30_000,
    );
    expectShape(answer, 408);
  });
});

it("answers a request line it cannot read with 400 and the site's page, the path being unknown", async () => {
  expectSiteShape(await send("NOT HTTP AT ALL\r\n\r\n"), 400);
});
