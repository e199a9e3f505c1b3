/** Inquiry types a visitor may choose (`fund_type`; the fixed list in docs/requirements.md), in display order. */
export const INQUIRY_TYPES = [
  "Private Equity",
  "Private Credit",
  "Real Estate",
  "Infrastructure",
  "Venture Capital",
  "Hedge Fund",
  "Direct Project Investment",
  "Other",
] as const;

/** Size ranges a visitor may choose (`aum`; the fixed list in docs/requirements.md), in display order. */
export const SIZE_RANGES = [
  "Under $100M",
  "$100M - $500M",
  "$500M - $1B",
  "$1B - $5B",
  "$5B+",
  "Not Applicable (Project Sponsor)",
] as const;

export type InquiryType = (typeof INQUIRY_TYPES)[number];
export type SizeRange = (typeof SIZE_RANGES)[number];

/** The columns of a submission, in the order of the insert contract. */
export const CONTACT_FIELDS = ["name", "email", "message", "fund_type", "aum"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * Upper bounds in characters (Unicode code points): zod, PostgreSQL's char_length and
 * SQLite's length all count the same way, so the layers agree to the character.
 */
export const CONTACT_LIMITS = { name: 200, email: 254, message: 5000 } as const;
