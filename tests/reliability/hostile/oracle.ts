// What the API must answer to a request, derived from the documented contract
// (GUIDE.md "The insert contract", the PostgREST codes, common/contact-schema.ts's
// limits and lists) and never from the server's code: the checks, their order and the
// trimming are restated here, so a change in the server that breaks them shows up.

import { INQUIRY_TYPES, SIZE_RANGES } from "../../../common/contact-options.ts";
import {
  CONTACT_LIMITS,
  EMAIL_PATTERN,
  MESSAGE_FORBIDDEN,
  NAME_FORBIDDEN,
} from "../../../common/contact-schema.ts";
import { DEFAULT_ANON_KEY } from "../../../common/defaults.ts";

export const ANON_KEY = DEFAULT_ANON_KEY;
export const TABLE_PATH = "/rest/v1/contact_submissions";
export const BODY_LIMIT = 16 * 1024;

export interface HostileRequest {
  method: string;
  path: string;
  /** Pairs: a name may repeat. */
  headers: [string, string][];
  body?: Buffer;
}

export interface StoredValue {
  name: string;
  email: string;
  message: string;
  fund_type: string | null;
  aum: string | null;
}

export type Expected =
  /** 201, empty body, and this row in the table. */
  | { kind: "stored"; row: StoredValue }
  /** An API error with this status and code; `column` when the code names one. */
  | { kind: "error"; status: number; code: string; column?: string | null }
  /** Either answer is documented (see `bodyFirst`). */
  | { kind: "either"; options: Expected[] }
  /** A status without a body (HEAD, a CORS answer). */
  | { kind: "status"; status: number }
  /** Refused by the HTTP layer before the API: a method Node does not parse, CONNECT. */
  | { kind: "transport" };

const FIELDS = ["name", "email", "message", "fund_type", "aum"];
const REQUIRED = ["name", "email", "message"] as const;
/** Methods Node's HTTP parser accepts; others are refused before any route. */
const PARSED_METHODS = new Set(
  "DELETE GET HEAD POST PUT OPTIONS TRACE COPY LOCK MKCOL MOVE PROPFIND PROPPATCH SEARCH UNLOCK BIND REBIND UNBIND ACL REPORT MKACTIVITY CHECKOUT MERGE NOTIFY SUBSCRIBE UNSUBSCRIBE PATCH PURGE MKCALENDAR LINK UNLINK QUERY".split(
    " ",
  ),
);
const READ_WRITE = new Set(["GET", "HEAD", "PUT", "PATCH", "DELETE"]);

const error = (status: number, code: string, column?: string | null): Expected => ({
  kind: "error",
  status,
  code,
  ...(column === undefined ? {} : { column }),
});

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

/** A body that is not UTF-8, not JSON, or holds text that is not Unicode is malformed. */
export function expectedForBody(body: Buffer): Expected {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(body));
  } catch {
    return error(400, "PGRST102");
  }
  if (hasLoneSurrogate(value)) return error(400, "PGRST102");
  return expectedForValue(value);
}

/** Walks the value with a stack, not recursion: a body may nest thousands of levels deep. */
function hasLoneSurrogate(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (/[\uD800-\uDFFF]/u.test(value)) return true;
    } else if (typeof value === "object" && value !== null) {
      for (const [key, item] of Object.entries(value)) pending.push(key, item);
    }
  }
  return false;
}

/** PostgREST's order: unknown column, then NOT NULL, then CHECK constraints in column order. */
function expectedForValue(value: unknown): Expected {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return error(400, "23514", null);
  const record = value as Record<string, unknown>;
  const unknown = Object.keys(record).find((key) => !FIELDS.includes(key));
  if (unknown !== undefined) return error(400, "PGRST204", unknown);
  const missing = REQUIRED.find((field) => record[field] === undefined || record[field] === null);
  if (missing) return error(400, "23502", missing);
  const name = text(record.name, CONTACT_LIMITS.name, NAME_FORBIDDEN);
  const email = text(record.email, CONTACT_LIMITS.email, undefined, EMAIL_PATTERN);
  const message = text(record.message, CONTACT_LIMITS.message, MESSAGE_FORBIDDEN);
  const fundType = choice(record.fund_type, INQUIRY_TYPES);
  const aum = choice(record.aum, SIZE_RANGES);
  const checks = { name, email, message, fund_type: fundType, aum };
  const failing = Object.entries(checks).find(([, result]) => result === undefined)?.[0];
  if (failing !== undefined) return error(400, "23514", failing);
  return {
    kind: "stored",
    row: {
      name: name ?? "",
      email: email ?? "",
      message: message ?? "",
      fund_type: fundType ?? null,
      aum: aum ?? null,
    },
  };
}

/** The trimmed text, or undefined when it breaks a rule. Lengths are in code points. */
function text(value: unknown, max: number, forbidden?: RegExp, pattern?: RegExp): string | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  const length = [...trimmed].length;
  if (length < 1 || length > max) return undefined;
  if (forbidden?.test(trimmed)) return undefined;
  if (pattern && !pattern.test(trimmed)) return undefined;
  return trimmed;
}

/** The chosen option, null when none; undefined when the value is not in the list. */
function choice(value: unknown, options: readonly string[]): string | null | undefined {
  if (value === undefined || value === null) return null;
  return typeof value === "string" && options.includes(value) ? value : undefined;
}
