import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { apiErrors } from "./api-error.ts";

export interface BodyRules {
  /** The one sentence a refusal says; without it, the schema's first problems, field by field. */
  message?: string;
  /**
   * Read a body sent as text/plain, or none, against the schema as it is (a 400 when it
   * does not fit), as the staff inbox always has. Without it, anything not sent as JSON is
   * a 415 before it is read: Fastify also parses text/plain, and a record is only ever JSON.
   */
  anyMediaType?: boolean;
}

/** The JSON body checked against `schema`, or the documented 415 or 400. */
export function bodyOf<T>(schema: z.ZodType<T>, request: FastifyRequest, rules: BodyRules = {}): T {
  if (!rules.anyMediaType && !/^application\/json\s*(;|$)/i.test(request.headers["content-type"] ?? ""))
    throw apiErrors.mediaType();
  const parsed = schema.safeParse(request.body ?? {});
  if (parsed.success) return parsed.data;
  if (rules.message !== undefined) throw apiErrors.invalid(rules.message);
  const problems = parsed.error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message));
  throw apiErrors.invalid(problems.join("; "));
}
