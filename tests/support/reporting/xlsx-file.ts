// Apart from the other reporting helpers: the portal's support module reaches those from
// the end-to-end specs, and Playwright's module loader cannot link exceljs's CommonJS tree.
import ExcelJS from "exceljs";

/** An XLSX workbook with the four columns; dates as date cells and amounts as number cells, as Excel saves them. */
export async function xlsxFile(rows: readonly [string, Date, string, number][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Cash flows");
  sheet.addRow(["Organisation", "Date", "Kind", "Amount"]);
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await book.xlsx.writeBuffer());
}
