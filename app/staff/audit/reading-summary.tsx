import type { InboxAuditReading } from "#common/inbox-api.ts";
import { readingCopy as copy } from "./reading-copy.ts";

/**
 * What one reading came to, under its entry: pages reached and time, and one click deeper
 * the time on each page (the page reads the log lists as this one entry).
 */
export function ReadingSummary({ reading }: { reading: InboxAuditReading }) {
  const time = copy.duration(reading.seconds);
  return (
    <div className="reading">
      <p>{copy.summary(reading.pages.length, reading.pageCount, time)}</p>
      {reading.pages.length > 0 ? (
        <details>
          <summary>{copy.pages}</summary>
          <ul>
            {reading.pages.map((page) => (
              <li key={page.page}>{copy.page(page.page + 1, copy.duration(page.seconds))}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
