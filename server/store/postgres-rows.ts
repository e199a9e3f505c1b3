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
