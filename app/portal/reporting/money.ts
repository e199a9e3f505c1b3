// Money arrives as decimal strings and is only displayed here: Intl.NumberFormat formats the
// string itself (exact decimal), so no amount ever passes through a float.

const formats = new Map<string, Intl.NumberFormat>();

/** "1234.50" in USD → "$1,234.50" (the browser's locale); a bad currency shows the code. */
export function formatMoney(amount: string, currency: string): string {
  let format = formats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat(undefined, { style: "currency", currency });
    } catch {
      return `${amount} ${currency}`;
    }
    formats.set(currency, format);
  }
  // The string overload keeps every digit (Intl.NumberFormat v3); the type lags behind.
  return format.format(amount as unknown as number);
}

const ratio = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat(undefined, {
  style: "percent",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A ratio as the API sends it ("1.25") → "1.25x". */
export const formatRatio = (value: string) => `${ratio.format(value as unknown as number)}x`;

/** A rate as a decimal string ("0.373362535") → "37.34%". */
export const formatRate = (value: string) => percent.format(value as unknown as number);

/** A day (YYYY-MM-DD) as written in the reader's locale, read as that calendar day everywhere. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString(undefined, {
    timeZone: "UTC",
    day: "numeric",
    month: "short",
    year: "numeric",
  });
}
