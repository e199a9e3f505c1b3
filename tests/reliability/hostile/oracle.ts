// What the API must answer to a request, derived from the documented contract
// ("The insert contract" in docs/requirements.md, the PostgREST codes, common/contact-schema.ts's
// limits and lists) and never from the server's code: the checks, their order and the
// trimming are restated here, so a change in the server that breaks them shows up.
import { DEFAULT_ANON_KEY } from "#common/defaults.ts";
import { SUBMISSION_BODY_LIMIT } from "#common/submission-size.ts";
import { expectedForBody } from "./body-oracle.ts";
import { type Expected, error, type HostileRequest } from "./expected.ts";

export type { Expected, HostileRequest } from "./expected.ts";

export const ANON_KEY = DEFAULT_ANON_KEY;
export const TABLE_PATH = "/rest/v1/contact_submissions";
/** The contract states the limit once, derived from the schema; the oracle reads it there. */
export const BODY_LIMIT = SUBMISSION_BODY_LIMIT;

/** Methods Node's HTTP parser accepts; others are refused before any route. */
const PARSED_METHODS = new Set(
  "DELETE GET HEAD POST PUT OPTIONS TRACE COPY LOCK MKCOL MOVE PROPFIND PROPPATCH SEARCH UNLOCK BIND REBIND UNBIND ACL REPORT MKACTIVITY CHECKOUT MERGE NOTIFY SUBSCRIBE UNSUBSCRIBE PATCH PURGE MKCALENDAR LINK UNLINK QUERY".split(
    " ",
  ),
);
const READ_WRITE = new Set(["GET", "HEAD", "PUT", "PATCH", "DELETE"]);

export function expectedAnswer(request: HostileRequest): Expected {
  const { method } = request;
  if (!PARSED_METHODS.has(method)) return { kind: "transport" };
  const path = request.path.split("?", 1)[0] ?? "";
  // A path that cannot be percent-decoded is refused before any route, key or CORS check.
  if (!decodable(path)) return method === "HEAD" ? { kind: "status", status: 404 } : error(404, "PGRST125");
  const header = headerReader(request.headers);
  if (method === "OPTIONS") {
    // CORS answers before the key gate; no origin is configured in this run.
    return header.all("access-control-request-method") === undefined
      ? { kind: "status", status: 204 }
      : error(403, "403");
  }
  const denied = keyProblem(header.all("apikey"), header.first("authorization"));
  if (denied) return method === "HEAD" ? { kind: "status", status: 401 } : error(401, denied);
  if (path !== TABLE_PATH) {
    const rest = path.slice("/rest/v1".length).replace(/^\//, "");
    const code = rest === "" ? "PGRST126" : /^[^/]+$/.test(rest) ? "PGRST205" : "PGRST125";
    return bodyFirst(request, method === "HEAD" ? { kind: "status", status: 404 } : error(404, code));
  }
  if (READ_WRITE.has(method)) {
    return bodyFirst(request, method === "HEAD" ? { kind: "status", status: 401 } : error(401, "42501"));
  }
  if (method !== "POST") return bodyFirst(request, error(405, "PGRST117"));
  const body = request.body ?? Buffer.alloc(0);
  if (body.length > BODY_LIMIT) return bodyFirst(request, error(413, "413"));
  const mediaType = header.first("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (mediaType !== "application/json") return error(415, "PGRST107");
  const profile = header.all("content-profile");
  if (profile !== undefined && profile !== "public") return error(406, "PGRST106");
  return expectedForBody(body);
}

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * A body is read before the route answers: too large is 413 on any path, and a
 * Content-Type that is not a media type at all may be refused (415) before the
 * route's own answer, even without a body; which strings parse as media types, and
 * which methods may carry a body, is Fastify's call.
 */
function bodyFirst(request: HostileRequest, then: Expected): Expected {
  const tooLarge = request.body !== undefined && request.body.length > BODY_LIMIT;
  const answer = tooLarge ? error(413, "413") : then;
  if (headerReader(request.headers).first("content-type") === undefined) return answer;
  return { kind: "either", options: [answer, error(415, "PGRST107")] };
}

/** Node keeps the first of a repeated Authorization or Content-Type and joins other repeats with ", ". */
function headerReader(headers: [string, string][]) {
  const values = (name: string) =>
    headers.filter(([key]) => key.toLowerCase() === name).map(([, v]) => v.trim());
  return {
    first: (name: string) => values(name)[0],
    all: (name: string) => {
      const found = values(name);
      return found.length === 0 ? undefined : found.join(", ");
    },
  };
}

function keyProblem(apikey: string | undefined, authorization: string | undefined): string | undefined {
  if (apikey === undefined && authorization === undefined) return "PGRST302";
  if (apikey !== undefined && apikey !== ANON_KEY) return "PGRST301";
  if (authorization !== undefined && /^Bearer +(\S+) *$/i.exec(authorization)?.[1] !== ANON_KEY)
    return "PGRST301";
  return undefined;
}
