import type { CapitalAccount } from "#common/reporting-api.ts";
import { csvCell } from "#server/http/csv-cell.ts";
import { accountLines, CASH_FLOW_COLUMNS, cashFlowCells } from "./export-table.ts";

/** A plain decimal ("-20.00", "1.25"): a number to a spreadsheet, never a formula. */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * One cell: a decimal as it is, so a negative amount imports as the number it is; any
 * other text through the export's formula guard, so an organisation named "=HYPERLINK(…)"
 * stays text.
 */
const cell = (value: string) => (DECIMAL.test(value) ? value : csvCell(value));

/**
 * The capital account as CSV (RFC 4180, CRLF): its lines as "Term,Value" records, one
 * empty record, then the cash flows under their column names. Yielded record by record,
 * so the response streams.
 */
export function* capitalAccountCsv(account: CapitalAccount): Generator<string> {
  const record = (cells: readonly string[]) => `${cells.map(cell).join(",")}\r\n`;
  yield record(["Term", "Value"]);
  for (const line of accountLines(account)) yield record(line);
  yield "\r\n";
  yield record(CASH_FLOW_COLUMNS);
  for (const flow of account.cashFlows) yield record(cashFlowCells(flow, account.currency));
}
