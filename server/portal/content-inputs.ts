import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { UPDATE_DELIVERIES } from "#common/portal-person-api.ts";
import { decodeCursor } from "#server/portal/records/content-sql.ts";
import type { TimeCursor } from "#server/portal/records/content-types.ts";
import { portalErrors } from "./portal-errors.ts";
import { recordId, recordName } from "./request-input.ts";

// The content bodies and queries the portal accepts: every field bounded, unknown fields refused.

/** The most Markdown one update, answer or terms text holds (characters, as typed). */
export const MARKDOWN_LIMIT = 50_000;
/** The largest body of those routes: 50,000 characters each escaped in JSON (6 bytes), and room. */
export const MARKDOWN_BODY_LIMIT = MARKDOWN_LIMIT * 6 + 16_384;

const markdown = z
  .string()
  .max(MARKDOWN_LIMIT, `must be at most ${MARKDOWN_LIMIT} characters`)
  .refine((value) => value.trim().length > 0, "must not be empty");

export const updateCreate = z
  .object({
    title: recordName,
    bodyMd: markdown,
    audience: z.enum(["deal", "organisations"]),
    organisationIds: z.array(recordId).max(500).optional(),
  })
  .strict()
  .refine(
    (input) => (input.audience === "organisations") === (input.organisationIds?.length ?? 0) > 0,
    "organisationIds: name at least one organisation when the audience is organisations, and none otherwise",
  );

export const termsCreate = z.object({ bodyMd: markdown }).strict();
export const markdownPreview = z.object({ bodyMd: markdown }).strict();
export const updateEdit = z
  .object({ title: recordName.optional(), bodyMd: markdown.optional() })
  .strict()
  .refine(
    (input) => input.title !== undefined || input.bodyMd !== undefined,
    "send a title, a bodyMd or both",
  );
export const answerCreate = z.object({ answerMd: markdown, publish: z.boolean() }).strict();
export const questionCreate = z
  .object({
    body: z
      .string()
      .max(5000)
      .refine((value) => value.trim().length > 0, "must not be empty"),
  })
  .strict();
export const termsAcceptance = z.object({ version: z.number().int().min(1).max(1_000_000) }).strict();
export const notificationChoice = z.object({ updates: z.enum(UPDATE_DELIVERIES) }).strict();

const cursorQuery = z.object({ cursor: z.string().max(600).optional() }).strict();
const questionQuery = cursorQuery.extend({ state: z.enum(["open", "all"]).optional() }).strict();

function cursorOf(text: string | undefined): TimeCursor | null {
  if (!text) return null;
  const cursor = decodeCursor(text);
  if (!cursor) throw portalErrors.invalid("The cursor is not one this API gave.");
  return cursor;
}

/** `?cursor=` of a list newest first; anything else is a 400. */
export function cursorOfRequest(request: FastifyRequest): TimeCursor | null {
  const parsed = cursorQuery.safeParse(request.query ?? {});
  if (!parsed.success) throw portalErrors.invalid("This list takes only cursor.");
  return cursorOf(parsed.data.cursor);
}

/** `?state=open|all&cursor=` of the staff's question list (open by default). */
export function questionQueryOf(request: FastifyRequest): { openOnly: boolean; after: TimeCursor | null } {
  const parsed = questionQuery.safeParse(request.query ?? {});
  if (!parsed.success) throw portalErrors.invalid("This list takes state (open or all) and cursor.");
  return { openOnly: parsed.data.state !== "all", after: cursorOf(parsed.data.cursor) };
}
