// What a POST body deserves once it reached the schema check: the documented order
// (unknown column, NOT NULL, CHECK in column order), trimming, lengths in code points.

import { INQUIRY_TYPES, SIZE_RANGES } from "#common/contact-options.ts";
import { CONTACT_LIMITS, EMAIL_PATTERN, MESSAGE_FORBIDDEN, NAME_FORBIDDEN } from "#common/contact-schema.ts";
import { type Expected, error } from "./expected.ts";

const FIELDS = ["name", "email", "message", "fund_type", "aum"];
const REQUIRED = ["name", "email", "message"] as const;

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
      if (!value.isWellFormed()) return true;
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
