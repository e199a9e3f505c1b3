import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { PORTAL_PAGE_SIZE } from "#common/portal-api.ts";
import { cursorPosition } from "#server/portal/records/list.ts";
import type { ListPage } from "#server/portal/records/types.ts";
import { portalErrors } from "./portal-errors.ts";

/** A record id: 22 characters of base64url. Anything else is no record of ours. */
export const recordId = z.string().regex(/^[A-Za-z0-9_-]{22}$/);

/** A name as staff type it: trimmed, 1 to 200 characters, no control characters. */
export const recordName = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[^\p{Cc}]*$/u);

/** The id named `name` in the URL, or the 404 `missing` gives: a malformed id names nothing. */
export function paramOf(request: FastifyRequest, name: string, missing: () => Error): string {
  const value = (request.params as Record<string, unknown>)[name];
  const parsed = recordId.safeParse(value);
  if (!parsed.success) throw missing();
  return parsed.data;
}

const listQuery = z
  .object({
    q: z.string().trim().max(100).optional(),
    cursor: z.string().max(600).optional(),
    limit: z.coerce.number().int().min(1).max(PORTAL_PAGE_SIZE).optional(),
    /** "active": archived records left out (what a picker offers). */
    state: z.enum(["all", "active"]).optional(),
  })
  .strict();

/** `?q=&cursor=&limit=` of a list, bounded; an unknown parameter or a bad cursor is a 400. */
export function listPageOf(request: FastifyRequest): ListPage {
  const parsed = listQuery.safeParse(request.query ?? {});
  if (!parsed.success)
    throw portalErrors.invalid(
      "A list takes q (up to 100 characters), cursor, limit (1-100) and state (all or active).",
    );
  const after = parsed.data.cursor ? cursorPosition(parsed.data.cursor) : null;
  if (parsed.data.cursor && !after) throw portalErrors.invalid("The cursor is not one this API gave.");
  return {
    after,
    words: parsed.data.q || null,
    limit: parsed.data.limit ?? PORTAL_PAGE_SIZE,
    activeOnly: parsed.data.state === "active",
  };
}
