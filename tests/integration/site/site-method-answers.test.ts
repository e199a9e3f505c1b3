import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUBMISSION_BODY_LIMIT } from "#common/submission-size.ts";
import { ensureBuild, startSite } from "#tests/support/servers/built-site.ts";
import type { TestServer } from "#tests/support/servers/test-server.ts";

// A visitor (or a form posted without JavaScript) that sends anything but GET or HEAD to
// the site gets an HTML page with the security headers: never Fastify's JSON error
// (FST_ERR_*), never a bare plain-text status, whatever the body's type or content.

let site: TestServer;
beforeAll(async () => {
  ensureBuild();
  site = await startSite();
});
afterAll(() => site?.close());

const BODIES: [string, Record<string, string>, string | undefined][] = [
  ["no body", {}, undefined],
  ["a form", { "content-type": "application/x-www-form-urlencoded" }, "name=Ana&email=a%40example.com"],
  ["valid JSON", { "content-type": "application/json" }, '{"name":"Ana"}'],
  ["malformed JSON", { "content-type": "application/json" }, '{"name":'],
  ["empty JSON", { "content-type": "application/json" }, ""],
  ["an unparseable type", { "content-type": "json" }, "x"],
  ["a multipart body", { "content-type": "multipart/form-data; boundary=x" }, "--x--"],
];

/** An HTML page with the security headers, never Fastify's error or a stack trace. */
async function expectHtmlAnswer(response: Response): Promise<string> {
  expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
  expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  const body = await response.text();
  expect(body).not.toMatch(/FST_|statusCode|"error"|\bat \S+ \(/);
  return body;
}

async function expectHtmlRefusal(response: Response, status: number, heading: string) {
  expect(response.status).toBe(status);
  expect(await expectHtmlAnswer(response)).toContain(`<h1>${heading}</h1>`);
}

describe.each(["POST", "PUT", "PATCH", "DELETE", "OPTIONS", "QUERY", "PROPFIND"])(
  "%s to the site",
  (method) => {
    it.each(BODIES)("answers a page with 405 and an HTML page, with %s", async (_what, headers, body) => {
      // /contact takes the form's POST (the no-script path); other methods are refused there too.
      for (const path of method === "POST" ? ["/", "/about-us"] : ["/contact", "/"]) {
        const response = await fetch(site.base + path, {
          method,
          headers,
          ...(body === undefined ? {} : { body }),
        });
        await expectHtmlRefusal(response, 405, "Not available this way");
        expect(response.headers.get("allow")).toBe("GET, HEAD");
      }
    });

    it.each(BODIES)(
      "answers an unknown path with 404 and an HTML page, with %s",
      async (_what, headers, body) => {
        const response = await fetch(`${site.base}/no-such-page`, {
          method,
          headers,
          ...(body === undefined ? {} : { body }),
        });
        await expectHtmlRefusal(response, 404, "Page not found");
      },
    );
  },
);

it.each(BODIES.filter(([what]) => what !== "a form"))(
  "answers POST /contact with %s by the contact page and its error notice, never JSON",
  async (_what, headers, body) => {
    const response = await fetch(`${site.base}/contact`, {
      method: "POST",
      headers,
      ...(body === undefined ? {} : { body }),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    await expectHtmlAnswer(response);
  },
);

it("answers a body over the limit sent to a page with 413 and an HTML page", async () => {
  const response = await fetch(`${site.base}/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: `"${"x".repeat(SUBMISSION_BODY_LIMIT)}"`,
  });
  await expectHtmlRefusal(response, 413, "Request too large");
});
