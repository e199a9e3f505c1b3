import { parse } from "csv-parse/sync";
import type ExcelJS from "exceljs";
import { loadExcelJs } from "#server/reporting/load-exceljs.ts";
import { reportingErrors } from "./errors.ts";

/** An administrator's file may hold at most this many lines (a quarter of a large fund is far fewer). */
export const MAX_IMPORT_LINES = 10_000;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
const COLUMNS = ["organisation", "date", "kind", "amount"] as const;

/** One data row as text, with its line number in the file (the header is line 1). */
export interface FileRow {
  line: number;
  organisation: string;
  date: string;
  kind: string;
  amount: string;
}

const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

/** The rows of a CSV or XLSX file (told apart by their bytes), or a 422 saying why not. */
export async function readImportFile(bytes: Buffer): Promise<FileRow[]> {
  const table = isZip(bytes) ? await xlsxTable(bytes) : csvTable(bytes);
  const [header, ...rows] = table.filter((row) => row.some((cell) => cell.trim() !== ""));
  if (!header) throw reportingErrors.badFile("The file is empty.");
  const names = header.map((cell) => cell.trim().toLowerCase());
  const at = COLUMNS.map((column) => names.indexOf(column));
  if (at.some((index) => index < 0))
    throw reportingErrors.badFile(`The first row must name the columns ${COLUMNS.join(", ")}.`);
  if (rows.length === 0) throw reportingErrors.badFile("The file has no lines after its header.");
  if (rows.length > MAX_IMPORT_LINES)
    throw reportingErrors.badFile(`The file has more than ${MAX_IMPORT_LINES} lines; split it.`);
  const cell = (row: string[], column: number) => (row[at[column] ?? 0] ?? "").trim();
  return rows.map((row, index) => ({
    line: index + 2,
    organisation: cell(row, 0),
    date: cell(row, 1),
    kind: cell(row, 2).toLowerCase(),
    amount: cell(row, 3),
  }));
}

function csvTable(bytes: Buffer): string[][] {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw reportingErrors.badFile("The file is neither an XLSX workbook nor a CSV file in UTF-8.");
  }
  try {
    return parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];
  } catch (error) {
    throw reportingErrors.badFile(
      `The CSV file could not be read: ${(error as Error).message.slice(0, 200)}`,
    );
  }
}

async function xlsxTable(bytes: Buffer): Promise<string[][]> {
  const excel = await loadExcelJs();
  const book = new excel.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw reportingErrors.badFile("The XLSX workbook could not be opened.");
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw reportingErrors.badFile("The XLSX workbook has no sheet.");
  if (sheet.rowCount > MAX_IMPORT_LINES + 1)
    throw reportingErrors.badFile(`The file has more than ${MAX_IMPORT_LINES} lines; split it.`);
  const table: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= Math.max(row.cellCount, COLUMNS.length); column++)
      cells.push(cellText(row.getCell(column).value));
    table.push(cells);
  });
  return table;
}

/**
 * A cell as text. A date cell is its UTC day; a number cell is the shortest decimal that
 * reads back as the stored number (String; an exponent form is refused as an amount): the file holds a binary number, and
 * its text is then parsed as a decimal like any other amount, never computed with.
 */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "number") return String(value);
  if (typeof value === "object" && "richText" in value)
    return value.richText.map((part) => part.text).join("");
  if (typeof value === "object" && "result" in value) return cellText(value.result as ExcelJS.CellValue);
  if (typeof value === "object" && "text" in value) return String(value.text);
  return String(value);
}
