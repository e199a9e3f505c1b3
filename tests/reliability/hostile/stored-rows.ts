// The table after the run against what was accepted: one row per distinct accepted
// inquiry, equal in every byte to the request as the schema normalises it (trimmed at
// the edges), and nothing else. A 201 for a request whose normalised row is missing, or
// was stored otherwise, shows up as "accepted but not stored".
import { contentKey, type StoredRow } from "../support/targets.ts";
import type { StoredValue } from "./expected.ts";

/**
 * One row per distinct accepted inquiry (identical in every field are one, by design),
 * equal to the normalised request in every byte; no other rows.
 */
export function compareStored(accepted: Map<string, StoredValue[]>, rows: StoredRow[]) {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const key = contentKey(row);
    seen.set(key, (seen.get(key) ?? 0) + 1);
    const variants = accepted.get(key);
    if (!variants) problems.push(`stored but never accepted: ${JSON.stringify(row).slice(0, 200)}`);
    else if (!variants.some((variant) => sameBytes(variant, row))) {
      problems.push(`stored differently than accepted: ${JSON.stringify(row).slice(0, 200)}`);
    }
  }
  for (const [key, times] of seen)
    if (times > 1) problems.push(`stored ${times} times: ${key.slice(0, 200)}`);
  for (const key of accepted.keys())
    if (!seen.has(key)) problems.push(`accepted but not stored: ${key.slice(0, 200)}`);
  return { problems, rows: rows.length };
}

function sameBytes(a: StoredValue, b: StoredValue): boolean {
  const fields = ["name", "email", "message", "fund_type", "aum"] as const;
  return fields.every((field) => {
    const x = a[field];
    const y = b[field];
    return x === null || y === null
      ? x === y
      : Buffer.from(x, "utf8").equals(Buffer.from(y, "utf8")) && x === y;
  });
}
