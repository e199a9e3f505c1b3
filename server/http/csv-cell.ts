/**
 * Spreadsheets run a cell that starts with one of these as a formula (`=HYPERLINK(…)`,
 * `+cmd|…`, `@SUM(…)`); tab and CR can hide such a start. OWASP's advice: prefix a
 * single quote, which spreadsheets show as text and never evaluate. Look-alikes count
 * too, since some spreadsheets fold them to ASCII on import (full-width ＝ ＋ － ＠, the
 * small ﹦ ﹢ ﹣ ﹫, the minus sign −). What decides is the first VISIBLE character: any
 * run of characters that show nothing before it is skipped, by Unicode's own classes
 * rather than a list that misses one (white space, controls, format characters such as
 * U+061C, U+00AD, U+180E and the tag U+E0001, combining marks such as U+034F, every
 * default-ignorable code point such as the Hangul fillers, and the blank braille cell).
 * Guarding a harmless cell costs one visible quote; missing a formula costs the firm.
 */
const FORMULA_START =
  /^[\p{White_Space}\p{Cc}\p{Cf}\p{M}\p{Default_Ignorable_Code_Point}\u2800]*[=+\-@\uff1d\uff0b\uff0d\uff20\ufe66\ufe62\ufe63\ufe6b\u2212]|^[\t\r]/u;

/**
 * One CSV cell per RFC 4180: wrapped in double quotes, inner quotes doubled, line breaks
 * kept inside the quotes. Visitor text is neutralised first, so a message that begins
 * "-5 % returns" exports as "'-5 % returns": a visible quote, never a formula.
 */
export function csvCell(value: string | null): string {
  if (value === null) return "";
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}
