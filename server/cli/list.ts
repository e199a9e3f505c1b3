import type { InquiryRecords } from "#server/store/inquiry-types.ts";
import { pad, printableCell, printableName, utcMinute } from "./printable.ts";

const COLUMNS = [
  { title: "ID", width: 8 },
  { title: "Received (UTC)", width: 16 },
  { title: "Name", width: 24 },
  { title: "E-mail", width: 30 },
  { title: "Inquiry type", width: 16 },
  { title: "Size range", width: 14 },
  { title: "Message", width: 40 },
] as const;

/** `list`: the latest inquiries as a table, newest first, one line each. */
export async function listCommand(
  inquiries: InquiryRecords,
  options: { since?: Date; limit: number },
  write: (line: string) => void,
): Promise<void> {
  const rows = await inquiries.list(options);
  const since = options.since ? ` since ${options.since.toISOString()}` : "";
  if (rows.length === 0) {
    write(`No inquiries${since}.`);
    return;
  }
  const line = (cells: string[]) =>
    cells
      .map((cell, index) =>
        pad(printableCell(cell, COLUMNS[index]?.width ?? 20), COLUMNS[index]?.width ?? 20),
      )
      .join("  ")
      .trimEnd();
  write(line(COLUMNS.map((column) => column.title)));
  for (const row of rows) {
    write(
      line([
        row.id,
        utcMinute(row.createdAt),
        // Cut to the column's width below, like every cell.
        printableName(row.name, 5000),
        row.email,
        row.fund_type ?? "-",
        row.aum ?? "-",
        row.message,
      ]),
    );
  }
  const more = rows.length === options.limit ? ` (the limit; --limit N shows more)` : "";
  write(`\n${rows.length} ${rows.length === 1 ? "inquiry" : "inquiries"}${since}, newest first${more}.`);
}
