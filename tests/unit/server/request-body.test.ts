import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { apiErrorHandler, apiErrors } from "#server/http/api-error.ts";
import { bodyOf } from "#server/http/request-body.ts";

// The one body parser keeps both APIs' answers: the portal's refuse anything not sent as
// JSON and name the fields at fault; the inbox's read text/plain against the schema and
// answer in their own one sentence.
const note = z.object({ body: z.string().min(1) });

describe("the APIs' one body parser", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    app.setErrorHandler(
      apiErrorHandler({ internal: () => apiErrors.invalid("unused"), unexpected: "unexpected" }),
    );
    app.post("/portal", async (request) => bodyOf(note, request));
    app.post("/inbox", async (request) =>
      bodyOf(note, request, { message: "A note needs text.", anyMediaType: true }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const post = async (url: string, type: string | undefined, payload: string) => {
    const response = await app.inject({
      method: "POST",
      url,
      payload,
      headers: type ? { "content-type": type } : {},
    });
    return [response.statusCode, response.json()];
  };

  it("reads a JSON body the schema accepts, on both", async () => {
    expect(await post("/portal", "application/json", '{"body":"hi"}')).toEqual([200, { body: "hi" }]);
    expect(await post("/inbox", "application/json; charset=utf-8", '{"body":"hi"}')).toEqual([
      200,
      { body: "hi" },
    ]);
  });

  it("refuses text/plain with 415 on the portal and with the inbox's own 400 on the inbox", async () => {
    expect(await post("/portal", "text/plain", '{"body":"hi"}')).toEqual([
      415,
      { code: "unsupported_media_type", message: "Send the request body as application/json." },
    ]);
    expect(await post("/inbox", "text/plain", '{"body":"hi"}')).toEqual([
      400,
      { code: "invalid_request", message: "A note needs text." },
    ]);
  });

  it("names the field at fault on the portal, and says its one sentence on the inbox", async () => {
    const [status, portal] = await post("/portal", "application/json", '{"body":""}');
    expect([status, portal.code, portal.message]).toEqual([
      400,
      "invalid_request",
      expect.stringMatching(/^body: /),
    ]);
    expect(await post("/inbox", "application/json", '{"body":""}')).toEqual([
      400,
      { code: "invalid_request", message: "A note needs text." },
    ]);
  });

  it("answers malformed JSON in the one shape, never Fastify's own", async () => {
    expect(await post("/portal", "application/json", "{nope")).toEqual([
      400,
      { code: "invalid_request", message: "The request could not be read." },
    ]);
  });
});
