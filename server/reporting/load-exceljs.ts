/**
 * exceljs is loaded when a workbook is first read or written, not when the server starts:
 * it is a large CommonJS tree that most processes never need, and some module loaders (the
 * end-to-end tests' among them) cannot link it while they load other modules.
 */
export async function loadExcelJs() {
  return (await import("exceljs")).default;
}
