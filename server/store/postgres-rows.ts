import type pg from "pg";
import type { StoredInquiry } from "./inquiry-types.ts";

/** The inquiry columns as every query selects them (bigint ids as text, as pg cannot fit them in a number). */
export const INQUIRY_COLUMNS =
  "s.id::text AS id, s.created_at, s.name, s.email, s.message, s.fund_type, s.aum";

export interface InquiryRow {
  id: string;
  created_at: Date;
  name: string;
  email: string;
  message: string;
  fund_type: string | null;
  aum: string | null;
}

export function inquiryFromRow(row: InquiryRow): StoredInquiry {
  return {
    id: row.id,
    createdAt: row.created_at,
    name: row.name,
    email: row.email,
    message: row.message,
    fund_type: row.fund_type,
    aum: row.aum,
  };
}

/** Runs `work` in one transaction on one connection; a broken connection is discarded. */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query("BEGIN");
    const result = await work(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release(broken);
  }
}
