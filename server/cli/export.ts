import { once } from "node:events";
import { createWriteStream, rmSync } from "node:fs";
import type { Writable } from "node:stream";
import type { InquiryRecords } from "../store/inquiry-types.ts";
import { csvHeader, csvRecord, jsonRecord } from "./csv.ts";
import { UsageError } from "./usage.ts";

export type ExportFormat = "csv" | "json";

/** Rows joined into one write: fewer, larger writes, still a few hundred kilobytes at most. */
const ROWS_PER_WRITE = 500;

export function parseFormat(value: string | undefined): ExportFormat {
  if (value === "csv" || value === "json") return value;
  throw new UsageError(
    value === undefined
      ? "export needs --format csv or --format json"
      : `--format must be csv or json, not "${value}"`,
  );
}

/**
 * `export`: every inquiry, oldest first, streamed from the database to the output with
 * backpressure, so memory stays flat however many rows there are. JSON is one array
 * with one object per line: valid JSON for any parser, and greppable line by line.
 * Returns the number of rows written.
 */
export async function exportCommand(
  inquiries: InquiryRecords,
  options: { format: ExportFormat; since?: Date; out?: string },
): Promise<number> {
  // The file holds personal data: readable by its owner only.
  const output: Writable = options.out ? createWriteStream(options.out, { mode: 0o600 }) : process.stdout;
  const failed = new Promise<never>((_, reject) => output.once("error", reject));
  failed.catch(() => undefined);
  const write = async (text: string) => {
    if (!output.write(text)) await Promise.race([once(output, "drain"), failed]);
  };
  let count = 0;
  try {
    await write(options.format === "csv" ? csvHeader() : "[\n");
    let chunk: string[] = [];
    for await (const inquiry of inquiries.stream({ since: options.since })) {
      const record =
        options.format === "csv" ? csvRecord(inquiry) : `${count > 0 ? ",\n" : ""}${jsonRecord(inquiry)}`;
      chunk.push(record);
      count++;
      if (chunk.length === ROWS_PER_WRITE) {
        await write(chunk.join(""));
        chunk = [];
      }
    }
    await write(chunk.join("") + (options.format === "json" ? `${count > 0 ? "\n" : ""}]\n` : ""));
    if (options.out) {
      output.end();
      await Promise.race([once(output, "finish"), failed]);
    }
    return count;
  } catch (error) {
    // Half a file looks like a whole one: remove it.
    if (options.out) {
      output.destroy();
      rmSync(options.out, { force: true });
    }
    throw error;
  }
}
