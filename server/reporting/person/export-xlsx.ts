import type { Writable } from "node:stream";
import type { CapitalAccount } from "#common/reporting-api.ts";
import { loadExcelJs } from "#server/reporting/load-exceljs.ts";
import { accountLines, CASH_FLOW_COLUMNS, cashFlowCells } from "./export-table.ts";

/**
 * The capital account as an XLSX workbook, streamed into `out` by exceljs's streaming
 * writer: each row is committed (written and dropped) as soon as it is added, and strings
 * are written inline rather than into a shared table, so memory stays flat however many
 * cash flows there are. Two sheets: "Capital account" (term, value) and "Cash flows".
 */
export async function writeCapitalAccountXlsx(account: CapitalAccount, out: Writable): Promise<void> {
  const excel = await loadExcelJs();
  const workbook = new excel.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: false,
  });
  const summary = workbook.addWorksheet("Capital account");
  summary.addRow(["Term", "Value"]).commit();
  for (const line of accountLines(account)) summary.addRow(line).commit();
  summary.commit();
  const flows = workbook.addWorksheet("Cash flows");
  flows.addRow([...CASH_FLOW_COLUMNS]).commit();
  for (const flow of account.cashFlows) flows.addRow(cashFlowCells(flow, account.currency)).commit();
  flows.commit();
  await workbook.commit();
}
