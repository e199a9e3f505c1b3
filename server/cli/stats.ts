import type { InquiryRecords } from "#server/store/inquiry-types.ts";
import type { NotificationOutbox } from "#server/store/outbox-types.ts";
import { pad, printableCell } from "./printable.ts";

/** `stats`: counts by month, inquiry type and size range, and the notification backlog. */
export async function statsCommand(
  inquiries: InquiryRecords,
  outbox: NotificationOutbox,
  write: (line: string) => void,
): Promise<void> {
  const stats = await inquiries.stats();
  const notifications = await outbox.counts();
  write(`Inquiries: ${stats.total}`);
  const oldest = notifications.oldestPending
    ? `, oldest pending received ${notifications.oldestPending.toISOString()}`
    : "";
  write(
    `Notifications: ${notifications.sent} sent, ${notifications.pending} pending` +
      ` (${notifications.failing} after a failed attempt)${oldest}`,
  );
  const section = (title: string, rows: [string | null, number][]) => {
    write("");
    write(title);
    if (rows.length === 0) write("  (none)");
    const labels = rows.map(([key]) => printableCell(key ?? "(not chosen)", 40));
    const width = Math.max(0, ...labels.map((label) => [...label].length));
    rows.forEach(([, count], index) => {
      write(`  ${pad(labels[index] ?? "", width)}  ${String(count).padStart(8)}`);
    });
  };
  section("By month (UTC)", stats.byMonth);
  section("By inquiry type", stats.byType);
  section("By size range", stats.bySize);
}
