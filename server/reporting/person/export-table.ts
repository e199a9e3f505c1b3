import type { CapitalAccount, CashFlowKind, CashFlowLine } from "#common/reporting-api.ts";

// What an investor's export holds, once, for the CSV and the XLSX writers: the capital
// account as ILPA's reporting template names its lines, then the dated cash flows. Money
// stays the API's decimal string in both files, so no figure passes through a float on
// its way out (a spreadsheet reads "1234.50" as the number it is).

/** The capital account's lines: ILPA's term, and the figure as of the export's day. */
export function accountLines(account: CapitalAccount): [string, string][] {
  return [
    ["Fund Name", account.dealName],
    ["Investor Name", account.organisationName],
    ["As of Date", account.asOf],
    ["Currency", account.currency],
    ["Total Commitment", account.commitment],
    ["Paid-In Capital", account.paidIn],
    ["Unfunded Commitment", account.unfunded],
    ["Cumulative Distributions", account.distributed],
    ["Net Asset Value", account.nav],
    ["Total Value", account.totalValue],
    ["DPI", account.dpi ?? ""],
    ["RVPI", account.rvpi ?? ""],
    ["TVPI", account.tvpi ?? ""],
    ["Net IRR", account.netIrr.rate ?? ""],
  ];
}

/** The cash flows' columns, ILPA's terms where it has one. */
export const CASH_FLOW_COLUMNS = [
  "Transaction Date",
  "Transaction Type",
  "Amount",
  "Currency",
  "Notice ID",
] as const;

const TRANSACTION_TYPES: Record<CashFlowKind, string> = {
  contribution: "Capital Contribution",
  distribution: "Distribution",
  nav: "Net Asset Value",
};

export function cashFlowCells(flow: CashFlowLine, currency: string): string[] {
  return [flow.date, TRANSACTION_TYPES[flow.kind], flow.amount, currency, flow.noticeId ?? ""];
}

/** The file's name: the deal's and the day's, in characters every file system keeps. */
export function exportFileName(account: CapitalAccount, extension: "csv" | "xlsx"): string {
  const deal = account.dealName.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "") || "deal";
  return `capital-account-${deal}-${account.asOf}.${extension}`;
}
