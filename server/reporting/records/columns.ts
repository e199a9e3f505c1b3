import { isoOf, isoOrNull } from "#server/store/portal-sql.ts";

// Amounts are selected as text (CAST(x AS TEXT)): node:sqlite refuses integers past 2^53
// and pg returns bigint as text anyway, so every amount reaches us as digits, never a float.

/** A stored amount in minor units. */
export function minorOf(value: unknown): bigint {
  return BigInt(String(value));
}

export function minorOrNull(value: unknown): bigint | null {
  return value === null || value === undefined ? null : minorOf(value);
}

/** An amount as a statement parameter: its digits (both databases store them as integers). */
export function minorParam(value: bigint | null): string | null {
  return value === null ? null : value.toString();
}

export const text = (value: unknown): string => String(value);
export const textOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);
export const bool = (value: unknown): boolean => value === true || value === 1;
export { isoOf as timeOf, isoOrNull as timeOrNull };
