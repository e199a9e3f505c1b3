import type { InquiryDetail, InquiryRecords } from "#server/store/inquiry-types.ts";
import { printableBlock, printableCell, printableName } from "./printable.ts";
import { CommandFailure } from "./usage.ts";

const READABLE_UTC = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "full",
  timeStyle: "medium",
  timeZone: "UTC",
});

/** `show ID`: one inquiry in full, the message as written, and where its notification stands. */
export async function showCommand(
  inquiries: InquiryRecords,
  id: string,
  write: (line: string) => void,
): Promise<void> {
  const inquiry = await inquiries.get(id);
  if (!inquiry) throw new CommandFailure(`no inquiry with ID ${id}`);
  const field = (label: string, value: string) =>
    write(`${`${label}:`.padEnd(15)}${printableCell(value, 5000)}`);
  write(`Inquiry ${inquiry.id}`);
  field("Received", `${inquiry.createdAt.toISOString()} (${READABLE_UTC.format(inquiry.createdAt)} UTC)`);
  write(`${"Name:".padEnd(15)}${printableName(inquiry.name, 5000)}`);
  field("E-mail", inquiry.email);
  field("Inquiry type", inquiry.fund_type ?? "(not chosen)");
  field("Size range", inquiry.aum ?? "(not chosen)");
  field("Notification", notificationStatus(inquiry));
  write("");
  write("Message:");
  write(printableBlock(inquiry.message));
}

function notificationStatus({ notification }: InquiryDetail): string {
  if (!notification) return "none (stored before notifications existed)";
  const attempts = `${notification.attempts} attempt${notification.attempts === 1 ? "" : "s"}`;
  if (notification.sentAt) return `sent ${notification.sentAt.toISOString()} (${attempts})`;
  const error = notification.lastError ? `; last error: ${notification.lastError}` : "";
  return `pending after ${attempts}, next try from ${notification.nextAttemptAt.toISOString()}${error}`;
}
