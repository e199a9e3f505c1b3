// What a hostile request deserves, as the oracle states it.
import type { StoredRow } from "#tests/support/database/stored-rows.ts";

export interface HostileRequest {
  method: string;
  path: string;
  /** Pairs: a name may repeat. */
  headers: [string, string][];
  body?: Buffer;
}

/** The five columns a request sets; the database adds id and created_at. */
export type StoredValue = Pick<StoredRow, "name" | "email" | "message" | "fund_type" | "aum">;

export type Expected =
  /** 201, empty body, and this row in the table. */
  | { kind: "stored"; row: StoredValue }
  /** An API error with this status and code; `column` when the code names one. */
  | { kind: "error"; status: number; code: string; column?: string | null }
  /** Either answer is documented (see `bodyFirst`). */
  | { kind: "either"; options: Expected[] }
  /** A status without a body (HEAD, a CORS answer). */
  | { kind: "status"; status: number }
  /** Refused by the HTTP layer before the API: a method Node does not parse, CONNECT. */
  | { kind: "transport" };

export const error = (status: number, code: string, column?: string | null): Expected => ({
  kind: "error",
  status,
  code,
  ...(column === undefined ? {} : { column }),
});
