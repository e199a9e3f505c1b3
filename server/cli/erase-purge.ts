import type { InquiryRecords } from "#server/store/inquiry-types.ts";
import {
  cutoffBefore,
  describePeriod,
  type RetentionPeriod,
} from "#server/store/retention/retention-period.ts";
import { printableCell } from "./printable.ts";

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** `erase --email`: the erasure the privacy policy promises, every inquiry from one address. */
export async function eraseCommand(inquiries: InquiryRecords, email: string, write: (line: string) => void) {
  const { inquiries: erased, pendingNotifications } = await inquiries.erase(email);
  const who = printableCell(email, 254);
  if (erased === 0) {
    write(`No inquiries from ${who}; nothing erased.`);
    return;
  }
  write(
    `Erased ${counted(erased, "inquiry", "inquiries")} from ${who}` +
      ` and ${counted(pendingNotifications, "pending notification", "pending notifications")}.`,
  );
}

/** `purge --older-than`: what the retention schedule does, on demand. */
export async function purgeCommand(
  inquiries: InquiryRecords,
  period: RetentionPeriod,
  write: (line: string) => void,
) {
  const cutoff = cutoffBefore(period, new Date());
  const { inquiries: purged } = await inquiries.purgeBefore(cutoff);
  write(
    `Purged ${counted(purged, "inquiry", "inquiries")} received before ${cutoff.toISOString()}` +
      ` (older than ${describePeriod(period)}), with their notifications.`,
  );
}
