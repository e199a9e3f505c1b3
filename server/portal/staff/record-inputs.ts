import { z } from "zod";
import { DEAL_KINDS, DEAL_STATUSES, ORGANISATION_KINDS, PORTAL_ROLES } from "#common/portal-api.ts";
import { recordId, recordName } from "../request-input.ts";

// The bodies the staff API accepts: every field bounded, unknown fields refused.

const someField = (value: object) => Object.keys(value).length > 0;
const SOME_FIELD = { message: "Send at least one field to change." };

export const dealCreate = z
  .object({
    name: recordName,
    kind: z.enum(DEAL_KINDS),
    status: z.enum(DEAL_STATUSES),
    termsRequired: z.boolean().optional(),
  })
  .strict();
export const dealPatch = dealCreate.partial().strict().refine(someField, SOME_FIELD);

const inquiryId = z.string().regex(/^\d{1,18}$/, "must be an inquiry's id");
export const organisationCreate = z
  .object({ name: recordName, kind: z.enum(ORGANISATION_KINDS), inquiryId: inquiryId.nullable().optional() })
  .strict();
export const organisationPatch = organisationCreate.partial().strict().refine(someField, SOME_FIELD);

// ASCII addresses only (zod's rule), so "any letter case" means the same on both databases.
export const personCreate = z.object({ email: z.email().max(254), name: recordName }).strict();
export const personPatch = personCreate.partial().strict().refine(someField, SOME_FIELD);

export const membershipCreate = z
  .object({ personId: recordId, role: z.enum(PORTAL_ROLES), delegate: z.boolean().optional() })
  .strict();

/** An end date is an instant with its time zone, in the future, and within ten years. */
export const grantCreate = z
  .object({
    organisationId: recordId,
    endsAt: z.iso
      .datetime({ offset: true })
      .transform((value) => new Date(value).toISOString())
      .refine((value) => Date.parse(value) > Date.now(), "must be in the future")
      .refine((value) => Date.parse(value) < Date.now() + 10 * 366 * 86_400_000, "must be within ten years")
      .nullable()
      .optional(),
  })
  .strict();

/** A grant's id in a URL: grants are numbered (staff alone see them). */
export const grantId = z.string().regex(/^\d{1,18}$/);
