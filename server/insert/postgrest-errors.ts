import type { FastifyReply } from "fastify";
import type { SubmissionProblem } from "#common/contact-schema.ts";

/** PostgREST's error body: PostgreSQL's error fields as JSON. */
export interface PostgrestErrorBody {
  code: string;
  details: string | null;
  hint: string | null;
  message: string;
}

/**
 * An error the API answers with a status and a PostgREST-shaped body. Messages follow
 * PostgREST's (and PostgreSQL's) wording, so clients written against a hosted project
 * read them the same way. Errors PostgREST never raises itself (body too large, rate
 * limit, foreign origin; a gateway's job) use the HTTP status as their code.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: PostgrestErrorBody;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    body: Partial<PostgrestErrorBody> & Pick<PostgrestErrorBody, "code" | "message">,
    headers: Record<string, string> = {},
  ) {
    super(body.message);
    this.name = "ApiError";
    this.status = status;
    this.body = {
      code: body.code,
      details: body.details ?? null,
      hint: body.hint ?? null,
      message: body.message,
    };
    this.headers = headers;
  }
}

export function sendApiError(reply: FastifyReply, error: ApiError): FastifyReply {
  return reply
    .code(error.status)
    .headers(error.headers)
    .type("application/json; charset=utf-8")
    .send(JSON.stringify(error.body));
}

export const TABLE = "contact_submissions";
const SCHEMA = "public";

export const errors = {
  noApiKey: () =>
    new ApiError(
      401,
      {
        code: "PGRST302",
        message: "No API key found in request",
        hint: "Send the anon key in the apikey header.",
      },
      { "WWW-Authenticate": "Bearer" },
    ),
  invalidApiKey: (where: "apikey header" | "Authorization header") =>
    new ApiError(
      401,
      { code: "PGRST301", message: "Invalid API key", details: `The ${where} does not hold the anon key.` },
      { "WWW-Authenticate": 'Bearer error="invalid_token"' },
    ),
  /** What PostgreSQL answers the anon role for a table it has no privilege on. */
  permissionDenied: () =>
    new ApiError(
      401,
      { code: "42501", message: `permission denied for table ${TABLE}` },
      { "WWW-Authenticate": "Bearer" },
    ),
  mediaType: (contentType: string | undefined) =>
    new ApiError(415, {
      code: "PGRST107",
      message: `Content-Type not acceptable: ${clip(contentType ?? "none")}`,
    }),
  invalidSchema: (schema: string) =>
    new ApiError(406, {
      code: "PGRST106",
      message: `Invalid schema: ${clip(schema)}`,
      hint: `Only the following schemas are exposed: ${SCHEMA}`,
    }),
  invalidJson: () => new ApiError(400, { code: "PGRST102", message: "Empty or invalid json" }),
  invalidRequest: () => new ApiError(400, { code: "PGRST102", message: "Invalid request body" }),
  payloadTooLarge: (limit: number) =>
    new ApiError(413, {
      code: "413",
      message: "Payload too large",
      details: `The request body exceeds ${limit} bytes.`,
    }),
  submission: (problem: SubmissionProblem) => {
    const column = problem.column === null ? null : clip(problem.column);
    if (problem.code === "PGRST204") {
      return new ApiError(400, {
        code: "PGRST204",
        message: `Could not find the '${column}' column of '${TABLE}' in the schema cache`,
      });
    }
    if (problem.code === "23502") {
      return new ApiError(400, {
        code: "23502",
        message: `null value in column "${column}" of relation "${TABLE}" violates not-null constraint`,
        details: problem.reason,
      });
    }
    const constraint = column === null ? `${TABLE}_check` : `${TABLE}_${column}_check`;
    return new ApiError(400, {
      code: "23514",
      message: `new row for relation "${TABLE}" violates check constraint "${constraint}"`,
      details: problem.reason,
    });
  },
  unsupportedMethod: (method: string) =>
    new ApiError(405, { code: "PGRST117", message: `Unsupported HTTP method: ${clip(method)}` }),
  tableNotFound: (name: string) =>
    new ApiError(404, {
      code: "PGRST205",
      message: `Could not find the table '${SCHEMA}.${clip(name)}' in the schema cache`,
    }),
  rootDisabled: () => new ApiError(404, { code: "PGRST126", message: "Root endpoint metadata is disabled" }),
  invalidPath: () =>
    new ApiError(404, { code: "PGRST125", message: "Invalid path specified in request URL" }),
  rateLimited: (retryAfterSeconds: number) =>
    new ApiError(
      429,
      {
        code: "429",
        message: "Too many requests",
        hint: `Try again in ${retryAfterSeconds} seconds.`,
      },
      { "Retry-After": String(retryAfterSeconds) },
    ),
  foreignOrigin: () => new ApiError(403, { code: "403", message: "Origin not allowed" }),
  databaseUnavailable: () =>
    new ApiError(503, {
      code: "PGRST000",
      message: "Database connection error",
      hint: "Please try again later.",
    }),
  internal: () => new ApiError(500, { code: "PGRSTX00", message: "Internal server error" }),
};

/** Echoed request values stay short: an error body is no place for kilobytes of input. */
function clip(value: string): string {
  return value.length > 100 ? `${value.slice(0, 100)}…` : value;
}
