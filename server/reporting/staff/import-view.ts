import type { ImportPreviewRow, ReportingImport } from "#common/reporting-staff-api.ts";
import { formatMoney } from "#server/reporting/engine/money.ts";
import type { ImportRecord } from "../records/imports.ts";

const blocks = (match: string) => match === "unmatched" || match === "ambiguous";

/** What applying the file adds, per matched organisation: sums and the latest NAV. */
function previewOf(record: ImportRecord, currency: string): ImportPreviewRow[] {
  const rows = new Map<
    string,
    { name: string; c: bigint; d: bigint; nav: bigint | null; navDay: string | null; n: number }
  >();
  for (const line of record.lines) {
    if (!line.organisationId || blocks(line.match)) continue;
    const row = rows.get(line.organisationId) ?? {
      name: line.organisationName ?? "",
      c: 0n,
      d: 0n,
      nav: null,
      navDay: null,
      n: 0,
    };
    row.n += 1;
    if (line.kind === "contribution") row.c += line.amountMinor;
    if (line.kind === "distribution") row.d += line.amountMinor;
    if (line.kind === "nav" && (row.navDay === null || line.day >= row.navDay)) {
      row.nav = line.amountMinor;
      row.navDay = line.day;
    }
    rows.set(line.organisationId, row);
  }
  return [...rows.entries()]
    .map(([organisationId, row]) => ({
      organisationId,
      organisationName: row.name,
      contributions: formatMoney(row.c, currency),
      distributions: formatMoney(row.d, currency),
      nav: row.nav === null ? null : formatMoney(row.nav, currency),
      navDate: row.navDay,
      lines: row.n,
    }))
    .sort((a, b) => a.organisationName.localeCompare(b.organisationName, "en"));
}

export function importView(record: ImportRecord, currency: string): ReportingImport {
  return {
    id: record.id,
    dealId: record.dealId,
    fileName: record.fileName,
    status: record.status,
    blockedLines: record.lines.filter((line) => blocks(line.match)).map((line) => line.line),
    lines: record.lines.map((line) => ({
      line: line.line,
      organisation: line.organisationText,
      date: line.day,
      kind: line.kind,
      amount: formatMoney(line.amountMinor, currency),
      organisationId: line.organisationId,
      organisationName: line.organisationName,
      match: line.match,
    })),
    preview: previewOf(record, currency),
    createdAt: record.createdAt,
    appliedAt: record.appliedAt,
    undoneAt: record.undoneAt,
  };
}
