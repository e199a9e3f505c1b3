import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { documentTitle, visibleText } from "#server/documents/pdf/file-names.ts";
import { DOCUMENT_TYPES } from "#server/portal/capabilities.ts";
import { portalErrors } from "#server/portal/portal-errors.ts";
import { recordId } from "#server/portal/request-input.ts";

/** A folder path as staff type it: segments of a name, joined by "/", no empty segment. */
const folderPath = z
  .string()
  .trim()
  .max(300)
  .regex(/^[^\p{Cc}]*$/u)
  .refine(
    (value) => value === "" || value.split("/").every((part) => part.trim().length > 0),
    "empty folder name",
  );
/** At upload, no folder is the deal's top level; a change that leaves it out keeps it. */
const folder = folderPath.default("");

/**
 * The original file name, as the browser sent it: cleaned and cut when it is stored
 * (documents/file-names.ts), so a long or odd name is never a reason to refuse the file.
 */
const fileName = z.string().trim().min(1).max(1024);

/** A title staff typed: cleaned of what does not show, then 1 to 200 characters. */
const title = z
  .string()
  .max(1024)
  .transform((value) => visibleText(value))
  .pipe(
    z
      .string()
      .min(1)
      .transform((value) => documentTitle(value)),
  );

const type = z.enum(DOCUMENT_TYPES);

export const uploadQuery = z
  .object({ name: fileName, title: title.optional(), type: type.default("other"), folder })
  .strict();

export const replaceQuery = z.object({ name: fileName }).strict();

export const controlsInput = z
  .object({
    title,
    folder: folderPath,
    type,
    downloadAllowed: z.boolean(),
    accessEndsAt: z.iso
      .datetime({ offset: true })
      .transform((value) => new Date(value).toISOString())
      .nullable(),
    audience: z.enum(["deal", "organisations"]),
    organisationIds: z.array(recordId).max(500),
  })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, "send at least one field");

export const batchInput = z.object({ title, type: type.default("capital_account_statement") }).strict();

export const beatInput = z
  .object({ page: z.number().int().min(0).max(100_000), seconds: z.number().int().min(0).max(3600) })
  .strict();

export const addressQuery = z.object({ token: z.string().max(200) }).strict();

/** The query checked against `schema`, or a 400 that names the first problem. */
export function queryOf<T>(schema: z.ZodType<T>, request: FastifyRequest): T {
  const parsed = schema.safeParse(request.query ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw portalErrors.invalid(`${issue?.path.join(".") || "query"}: ${issue?.message ?? "not valid"}`);
}

/** A page number in the URL: 0 to the document's last page. */
export function pageParam(request: FastifyRequest): number | undefined {
  const value = (request.params as { page?: unknown }).page;
  return typeof value === "string" && /^\d{1,6}$/.test(value) ? Number(value) : undefined;
}
