import { CASH_FLOW_KINDS, type CashFlowKind } from "#common/reporting-api.ts";
import { MoneyError, parseMoney } from "#server/reporting/engine/money.ts";
import type { ImportLineRecord } from "../records/imports.ts";
import type { GrantedOrganisation } from "../records/organisations.ts";
import { reportingErrors } from "./errors.ts";
import type { FileRow } from "./import-file.ts";
import { day } from "./inputs.ts";

/** A name compared loosely: accents, letter case, punctuation and spacing aside. */
export function normalisedName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The organisation a line names: one by its exact name, else one by its normalised name. */
function matchOf(text: string, organisations: readonly GrantedOrganisation[]) {
  const exact = organisations.filter((organisation) => organisation.name === text);
  const loose =
    exact.length > 0 ? exact : organisations.filter((o) => normalisedName(o.name) === normalisedName(text));
  if (loose.length > 1) return { organisationId: null, organisationName: null, match: "ambiguous" as const };
  const [found] = loose;
  if (!found) return { organisationId: null, organisationName: null, match: "unmatched" as const };
  return {
    organisationId: found.id,
    organisationName: found.name,
    match: exact.length ? ("exact" as const) : ("normalised" as const),
  };
}

/** A row's amount in minor units: contributions and distributions above zero, a NAV zero or more. */
function amountOf(row: FileRow, kind: CashFlowKind, currency: string): bigint | string {
  try {
    const minor = parseMoney(row.amount, currency);
    if (minor < 0n || (minor === 0n && kind !== "nav"))
      return `amount must be more than zero (${row.amount.slice(0, 30)})`;
    return minor;
  } catch (error) {
    if (error instanceof MoneyError)
      return `amount ${JSON.stringify(row.amount.slice(0, 30))}: ${error.message}`;
    throw error;
  }
}

/**
 * The file's lines checked and matched to the organisations with access to the deal. A line
 * that cannot be read refuses the whole file (422, naming the first few lines); a line whose
 * organisation is unmatched or ambiguous is kept and blocks the import until staff choose.
 */
export function matchLines(
  rows: readonly FileRow[],
  organisations: readonly GrantedOrganisation[],
  currency: string,
): ImportLineRecord[] {
  const problems: string[] = [];
  const lines: ImportLineRecord[] = [];
  for (const row of rows) {
    const kind = CASH_FLOW_KINDS.find((known) => known === row.kind);
    const amount = kind ? amountOf(row, kind, currency) : "kind must be contribution, distribution or nav";
    const problem =
      row.organisation === "" || row.organisation.length > 200
        ? "organisation must be named (up to 200 characters)"
        : !day.safeParse(row.date).success
          ? `date ${JSON.stringify(row.date.slice(0, 30))} is not a day as YYYY-MM-DD`
          : typeof amount === "string"
            ? amount
            : null;
    if (problem || !kind || typeof amount === "string") {
      problems.push(`line ${row.line}: ${problem}`);
      continue;
    }
    const match = matchOf(row.organisation, organisations);
    lines.push({
      line: row.line,
      organisationText: row.organisation,
      day: row.date,
      kind,
      amountMinor: amount,
      ...match,
    });
  }
  if (problems.length > 0)
    throw reportingErrors.badFile(
      `${problems.length} line(s) cannot be read: ${problems.slice(0, 5).join("; ")}${problems.length > 5 ? "; …" : ""}`,
    );
  return lines;
}
