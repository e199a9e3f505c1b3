import { absoluteTime, relativeTime, utcTime } from "./dates.ts";

/** A date as every private screen shows it: absolute, a relative hint, the UTC instant on hover. */
export function DateTime({ iso, hint = true }: { iso: string; hint?: boolean }) {
  return (
    <time dateTime={iso} title={utcTime(iso)}>
      {absoluteTime(iso)}
      {hint ? <span className="relative"> · {relativeTime(iso)}</span> : null}
    </time>
  );
}
