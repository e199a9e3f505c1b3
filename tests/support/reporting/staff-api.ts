// The reporting's staff API as the tests drive it: a deal's settings and commitments, and
// the administrator's file sent as the staff screen sends it (multipart/form-data).

import type { StaffClient } from "#tests/support/staff/staff.ts";

export const reportingPath = (dealId: string, rest = "") =>
  `/inbox/api/portal/deals/${dealId}/reporting${rest}`;

/** Sends `bytes` as the one file of a multipart body, with the client's cookies and origin. */
export async function sendFile(
  base: string,
  origin: string,
  client: StaffClient,
  path: string,
  name: string,
  bytes: Uint8Array,
): Promise<{ status: number; body: Record<string, unknown> & { code?: string; message?: string } }> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  const cookie = [...client.cookies].map(([key, value]) => `${key}=${value}`).join("; ");
  const response = await fetch(`${base}${path}`, { method: "POST", headers: { origin, cookie }, body: form });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

/** A CSV file with the administrator's four columns. */
export const csvFile = (rows: readonly (readonly string[])[]) =>
  new TextEncoder().encode(
    ["organisation,date,kind,amount", ...rows.map((row) => row.join(","))].join("\r\n"),
  );

/** The sum of decimal strings in minor units, exactly. */
export const minorSum = (amounts: readonly string[]) =>
  amounts.reduce((sum, amount) => sum + BigInt(amount.replace(".", "")), 0n);
