import type { FastifyReply, FastifyRequest } from "fastify";
import { checkSubmission } from "../../common/contact-schema.ts";
import type { SubmissionStore } from "../store/index.ts";
import { errors } from "./postgrest-errors.ts";

/**
 * POST /rest/v1/contact_submissions, as PostgREST answers it: 201 with an empty body
 * once the row is durable. The body is one JSON object; an array (PostgREST's bulk
 * insert) is refused as a check violation, because one row per request keeps the
 * per-client rate limits and the duplicate check meaningful.
 */
export function insertHandler(store: SubmissionStore) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const contentType = request.headers["content-type"];
    if (contentType?.split(";")[0]?.trim().toLowerCase() !== "application/json")
      throw errors.mediaType(contentType);
    // supabase-js names the schema it writes to; only the default one exists here.
    const profile = request.headers["content-profile"];
    if (profile !== undefined && profile !== "public") throw errors.invalidSchema(String(profile));

    const body = parseJson(typeof request.body === "string" ? request.body : "");
    const check = checkSubmission(body);
    if (!check.ok) throw errors.submission(check.problem);

    try {
      const result = await store.insert(check.value);
      request.log.debug({ outcome: result.outcome }, "contact submission");
    } catch (error) {
      request.log.error({ err: error }, "could not store a contact submission");
      throw errors.databaseUnavailable();
    }
    // return=minimal is PostgREST's default and what the form asks for. A request for
    // return=representation is answered the same way: the anon key may insert a row
    // but never read one back, not even its own.
    if (/\breturn=minimal\b/.test(String(request.headers.prefer ?? ""))) {
      reply.header("Preference-Applied", "return=minimal");
    }
    return reply.code(201).send();
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw errors.invalidJson();
  }
}
