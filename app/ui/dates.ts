/** The viewer's own time zone, as the browser reports it (for example Europe/Zurich). */
export function viewerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** "22 Nov 2026, 17:40" in the viewer's zone. */
export function localTime(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(iso),
  );
}

/** "2026-11-22 16:40:12 UTC". */
export function utcTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}
