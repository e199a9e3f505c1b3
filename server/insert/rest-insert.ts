import type { FastifyReply, FastifyRequest } from "fastify";
import { checkSubmission } from "#common/contact-schema.ts";
import type { SubmissionStore } from "#server/store/index.ts";
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

    const body = parseJson(Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));
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

/** Throws on bytes that are not UTF-8 instead of replacing them; keeps a BOM, which JSON refuses. */
const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * The body as JSON, refused (PGRST102) unless every byte is UTF-8 and every string is
 * Unicode text: a `\ud800` escape parses to a lone surrogate, which no database can
 * store as sent (SQLite and pg write U+FFFD instead), so the row would differ from
 * the request. PostgREST's database refuses both too.
 */
function parseJson(bytes: Buffer): unknown {
  let value: unknown;
  try {
    value = JSON.parse(utf8.decode(bytes));
  } catch {
    throw errors.invalidJson();
  }
  if (hasLoneSurrogate(value)) throw errors.invalidJson();
  return value;
}

/** With a stack, not recursion: a body at the size limit can nest thousands of levels deep. */
function hasLoneSurrogate(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (!value.isWellFormed()) return true;
    } else if (typeof value === "object" && value !== null) {
      for (const [key, item] of Object.entries(value)) pending.push(key, item);
    }
  }
  return false;
}
