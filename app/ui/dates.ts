/**
 * The one date format of the private screens: absolute in the viewer's zone
 * ("22 Nov 2026, 17:40"), with a relative hint ("3 hours ago"). Lists, the inquiry, the
 * history and the audit log all read dates through here.
 */
const absolute = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400_000],
  ["month", 30 * 86_400_000],
  ["week", 7 * 86_400_000],
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** "22 Nov 2026, 17:40" in the viewer's zone. */
export function absoluteTime(iso: string): string {
  return absolute.format(new Date(iso));
}

/** "3 hours ago", "yesterday", "just now": measured from `now`. */
export function relativeTime(iso: string, now = Date.now()): string {
  const elapsed = new Date(iso).getTime() - now;
  for (const [unit, size] of UNITS) {
    if (Math.abs(elapsed) >= size) return relative.format(Math.round(elapsed / size), unit);
  }
  return "just now";
}

/** The viewer's own time zone, as the browser reports it (for example Europe/Zurich). */
export function viewerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** "2026-11-22 16:40:12 UTC": the exact instant, for the inquiry's details and the audit log. */
export function utcTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

/** Kept for screens that show one short local time; the same format as absoluteTime. */
export const localTime = absoluteTime;
