// ILPA's multiples (DPI, RVPI, TVPI) as decimal strings, divided in bigint so no float rounds them.

/** numerator / denominator to two places, rounded half away from zero ("0.125" is "0.13"). */
export function ratio(numerator: bigint, denominator: bigint): string {
  if (denominator <= 0n) throw new RangeError("A ratio needs a positive denominator.");
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const hundredths = (abs * 200n + denominator) / (2n * denominator);
  const text = hundredths.toString().padStart(3, "0");
  const sign = negative && hundredths > 0n ? "-" : "";
  return `${sign}${text.slice(0, -2)}.${text.slice(-2)}`;
}
