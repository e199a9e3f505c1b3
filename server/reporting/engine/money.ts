// Money as integer minor units (cents, yen, fils) in a bigint: sums, shares and ratios are exact,
// and no figure ever passes through a floating-point number. Text is a plain decimal string.

export type MoneyErrorCode =
  | "unknown_currency"
  | "bad_amount"
  | "too_many_decimals"
  | "out_of_range"
  | "bad_percent"
  | "no_weights"
  | "duplicate_id"
  | "bad_day";

export class MoneyError extends Error {
  readonly code: MoneyErrorCode;
  constructor(code: MoneyErrorCode, message: string) {
    super(message);
    this.name = "MoneyError";
    this.code = code;
  }
}

/** The databases store signed 64-bit integers, so no amount may leave that range. */
export const MAX_MINOR = 2n ** 63n - 1n;

// Intl's digits are CLDR's display digits; where CLDR rounds a currency for display but ISO 4217
// keeps a minor unit (dinars in fils, rials, leks...), the ISO figure is the one amounts carry.
const ISO_DIGITS = new Map<string, number>([
  ...["AFN", "ALL", "IRR", "KPW", "LAK", "LBP", "MGA", "MMK", "RSD", "SLL", "SOS", "SYP", "YER"].map(
    (code) => [code, 2] as const,
  ),
  ["IQD", 3],
  ["CLF", 4],
  ["UYW", 4],
]);
const known = new Set(Intl.supportedValuesOf("currency"));

const digitsSeen = new Map<string, number>();

/** The number of decimals of an ISO 4217 currency ("USD" 2, "JPY" 0, "KWD" 3). */
export function minorDigits(currency: string): number {
  const seen = digitsSeen.get(currency) ?? ISO_DIGITS.get(currency);
  if (seen !== undefined) return seen;
  if (!/^[A-Z]{3}$/.test(currency) || !known.has(currency)) {
    throw new MoneyError("unknown_currency", `Unknown currency: ${currency.slice(0, 10)}`);
  }
  // Building a NumberFormat costs far more than the arithmetic, so each currency asks once.
  const digits = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions()
    .maximumFractionDigits as number;
  digitsSeen.set(currency, digits);
  return digits;
}

export function checkRange(minor: bigint): bigint {
  if (minor > MAX_MINOR || minor < -MAX_MINOR) {
    throw new MoneyError("out_of_range", "The amount is too large.");
  }
  return minor;
}

/**
 * "1234.5" in USD is 123450n. Digits, an optional leading minus and an optional point: no
 * grouping, no exponent, no spaces. Decimals beyond the currency's are refused unless they
 * are zeros ("1.230" is 1.23 exactly; "1.235" would need rounding, which money never gets).
 */
export function parseMoney(text: string, currency: string): bigint {
  const digits = minorDigits(currency);
  const match = /^(-?)(\d{1,20})(?:\.(\d{1,20}))?$/.exec(text);
  if (!match) throw new MoneyError("bad_amount", "Not an amount: use digits and a point, as 1234.50.");
  const [, sign, whole, fraction = ""] = match;
  if (fraction.slice(digits).replace(/0/g, "") !== "") {
    throw new MoneyError("too_many_decimals", `${currency} has ${digits} decimals.`);
  }
  const minor = BigInt(whole + fraction.slice(0, digits).padEnd(digits, "0"));
  return checkRange(sign ? -minor : minor);
}

/** 123450n in USD is "1234.50"; -300n is "-3.00"; 1200n in JPY is "1200". */
export function formatMoney(minor: bigint, currency: string): string {
  const digits = minorDigits(currency);
  const abs = (minor < 0n ? -minor : minor).toString().padStart(digits + 1, "0");
  const sign = minor < 0n ? "-" : "";
  if (digits === 0) return sign + abs;
  return `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
}
