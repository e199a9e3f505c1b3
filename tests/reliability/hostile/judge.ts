// Whether an answer is the one the oracle expects: status, PostgREST shape, code, the
// column named, and nothing internal anywhere in the body.
import { checkErrorShape } from "../support/error-shape.ts";
import type { RawResponse } from "../support/http-client.ts";
import type { Expected } from "./oracle.ts";

/** Traces, paths and driver names that must never reach a client. */
const INTERNAL = /\n\s+at |node_modules|\/work\/|SQLITE_|sqlite3?\b|ECONNREFUSED|pg-pool|Fastify|FST_/;

/** Undefined when the answer is right, else what is wrong with it. */
export function judge(expected: Expected, response: RawResponse): string | undefined {
  if (INTERNAL.test(response.body))
    return `internal detail in a ${response.status} answer: ${response.body.slice(0, 200)}`;
  const got = `${response.status}${response.error ? ` (${response.error})` : ""} ${response.body.slice(0, 160)}`;
  switch (expected.kind) {
    case "transport":
      // Node's parser refuses the request line: 400 and a closed connection, or just the close.
      return response.status === 400 || response.status === 0
        ? undefined
        : `expected a transport refusal, got ${got}`;
    case "either": {
      const problems = expected.options.map((option) => judge(option, response));
      return problems.some((problem) => problem === undefined) ? undefined : problems.join(" / or: ");
    }
    case "status":
      return response.status === expected.status ? undefined : `expected ${expected.status}, got ${got}`;
    case "stored":
      return response.status === 201 && response.body === "" ? undefined : `expected 201, got ${got}`;
    case "error": {
      if (response.status !== expected.status)
        return `expected ${expected.status} ${expected.code}, got ${got}`;
      const contentType = response.headers["content-type"];
      const shape = checkErrorShape(
        response.status,
        typeof contentType === "string" ? contentType : undefined,
        response.body,
      );
      if (!shape.ok) return `off-shape error: ${shape.problem}`;
      if (shape.body.code !== expected.code) return `expected ${expected.code}, got ${got}`;
      if (
        expected.column !== undefined &&
        columnOf(shape.body.code, shape.body.message) !== clip(expected.column)
      ) {
        return `expected column ${JSON.stringify(expected.column)}, got ${got}`;
      }
      return undefined;
    }
  }
}

/** The column an error names, read from PostgreSQL's wording. */
function columnOf(code: string, message: string): string | null | undefined {
  if (code === "23502") return /column "([^"]+)"/.exec(message)?.[1];
  if (code === "23514") return /"contact_submissions_(.+)_check"$/.exec(message)?.[1] ?? null;
  if (code === "PGRST204") return /^Could not find the '([\s\S]*)' column of/.exec(message)?.[1];
  return undefined;
}

function clip(value: string | null): string | null {
  return value !== null && value.length > 100 ? `${value.slice(0, 100)}…` : value;
}
