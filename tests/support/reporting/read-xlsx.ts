// Prints the first two columns of one worksheet of an XLSX file as JSON pairs. Run by plain
// Node from the end-to-end tests: Playwright's module loader cannot link exceljs's CommonJS
// tree while it loads the other spec files.
import ExcelJS from "exceljs";

const [file, sheet] = process.argv.slice(2);
if (!file || !sheet) throw new Error("usage: read-xlsx.ts FILE SHEET");
const workbook = new ExcelJS.Workbook();
await workbook.xlsx.readFile(file);
const lines: [string, string][] = [];
workbook.getWorksheet(sheet)?.eachRow((row) => {
  lines.push([String(row.getCell(1).value), String(row.getCell(2).value)]);
});
process.stdout.write(JSON.stringify(lines));
