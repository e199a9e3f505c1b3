import { z } from "zod";
import { CALL_PURPOSES, DISTRIBUTION_TYPES, RAISE_STAGES } from "#common/reporting-api.ts";
import { recordId } from "#server/portal/request-input.ts";
import { MoneyError, minorDigits, parseMoney } from "#server/reporting/engine/money.ts";
import { reportingErrors } from "./errors.ts";

/** A real calendar day, YYYY-MM-DD (2026-02-30 is refused). */
export const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a day as YYYY-MM-DD")
  .refine((text) => {
    const parsed = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(text);
  }, "a day that exists");

/** A decimal string as the API sends money; its decimals are checked against the currency later. */
const money = z.string().regex(/^\d{1,17}(\.\d{1,4})?$/, "a positive decimal string, as 1234.50");

export const currencyCode = z
  .string()
  .regex(/^[A-Z]{3}$/, "an ISO 4217 code, as USD")
  .refine((code) => {
    try {
      minorDigits(code);
      return true;
    } catch {
      return false;
    }
  }, "an ISO 4217 currency");

export const settingsInput = z
  .object({ currency: currencyCode, target: money.nullable(), showInvestorNames: z.boolean() })
  .strict();

export const positionInput = z
  .object({ organisationId: recordId, stage: z.enum(RAISE_STAGES), amount: money.optional(), date: day })
  .strict();

export const noticeInput = z
  .object({
    kind: z.enum(["call", "distribution"]),
    date: day,
    dueDate: day.optional(),
    total: money.optional(),
    percentOfCommitments: z
      .string()
      .regex(/^\d{1,3}(\.\d{1,6})?$/, "a percentage, as 12.5")
      .optional(),
    purpose: z.enum(CALL_PURPOSES).optional(),
    distributionType: z.enum(DISTRIBUTION_TYPES).optional(),
  })
  .strict();

export const valuationInput = z.object({ organisationId: recordId, date: day, nav: money }).strict();

const line = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^\p{Cc}]*$/u);

export const bankDetailsInput = z
  .object({
    accountName: line(200),
    bankName: line(200),
    // Stored without spaces, in capitals: the form people read and banks check.
    iban: z
      .string()
      .transform((text) => text.replace(/\s+/g, "").toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/, "an IBAN")),
    bic: z
      .string()
      .trim()
      .transform((text) => text.toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, "a BIC of 8 or 11 characters")),
    reference: z
      .string()
      .trim()
      .max(140)
      .regex(/^[^\p{Cc}]*$/u),
  })
  .strict();

export const matchesInput = z
  .object({
    matches: z
      .array(z.object({ line: z.number().int().min(1), organisationId: recordId }).strict())
      .min(1)
      .max(10_000),
  })
  .strict();

export const asOfQuery = z.object({ asOf: day.optional() }).strict();

/** `text` in the deal's currency as minor units, or a 400 naming `field`. */
export function minorOf(text: string, currency: string, field: string): bigint {
  try {
    return parseMoney(text, currency);
  } catch (error) {
    if (error instanceof MoneyError) throw reportingErrors.invalidAmount(field, error.message);
    throw error;
  }
}
