import { closeSync, fchmodSync, fstatSync, openSync, rmSync, writeSync } from "node:fs";
import { csvHeader, csvRecord, exportRows, jsonRecord } from "#server/inbox/export-format.ts";
import type { SubmissionStore } from "#server/store/index.ts";
import { UsageError } from "./usage.ts";

export type ExportFormat = "csv" | "json";

export function parseFormat(value: string | undefined): ExportFormat {
  if (value === "csv" || value === "json") return value;
  throw new UsageError(
    value === undefined
      ? "export needs --format csv or --format json"
      : `--format must be csv or json, not "${value}"`,
  );
}

/**
 * `export`: every inquiry, oldest first, streamed from the database (a cursor or an
 * iterator, never the whole table) to the output. Writes are synchronous: a command has
 * nothing else to do meanwhile, the database read waits for the disk (backpressure for
 * free), and no text piles up in a stream's buffer, so memory stays flat for a million
 * rows. JSON is one array with one object per line: valid JSON for any parser, and
 * still line-oriented for grep. Returns the number of rows written.
 */
export async function exportCommand(
  store: Pick<SubmissionStore, "inquiries" | "triage">,
  options: { format: ExportFormat; since?: Date; out?: string },
): Promise<number> {
  // stdout (fd 1) when no file is named; a file holds personal data: owner-only.
  const fd = options.out ? openOwnerOnly(options.out) : 1;
  const write = (text: string) => {
    const bytes = Buffer.from(text, "utf8");
    for (let offset = 0; offset < bytes.length; ) offset += writeSync(fd, bytes, offset);
  };
  let count = 0;
  try {
    write(options.format === "csv" ? csvHeader() : "[\n");
    for await (const page of store.inquiries.stream({ since: options.since })) {
      let text = "";
      for (const inquiry of await exportRows(store.triage, page)) {
        text +=
          options.format === "csv" ? csvRecord(inquiry) : `${count > 0 ? ",\n" : ""}${jsonRecord(inquiry)}`;
        count++;
      }
      write(text);
    }
    write(options.format === "json" ? `${count > 0 ? "\n" : ""}]\n` : "");
    return count;
  } catch (error) {
    // Half a file looks like a whole one: remove it.
    if (options.out) rmSync(options.out, { force: true });
    throw error;
  } finally {
    if (options.out) closeSync(fd);
  }
}

/**
 * Opens `path` for writing, readable by its owner only. The mode given to open applies
 * only to a file it creates: an existing export (0644 from another tool, say) would keep
 * its permissions, so a regular file is set to 0600 before a byte is written.
 */
function openOwnerOnly(path: string): number {
  const fd = openSync(path, "w", 0o600);
  try {
    if (fstatSync(fd).isFile()) fchmodSync(fd, 0o600);
    return fd;
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}
