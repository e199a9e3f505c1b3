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
