// The shapes of the staff routes' answers that common/reporting-api.ts does not name (the
// overview, valuations, an import's preview). Kept beside the screens that read them until the
// server's own declaration is merged.
import type {
  BankDetails,
  CashFlowKind,
  Day,
  Money,
  RaisePosition,
  ReportingNotice,
  ReportingSettings,
} from "#common/reporting-api.ts";

export interface StaffReporting {
  settings: ReportingSettings | null;
  positions: RaisePosition[];
  notices: ReportingNotice[];
  bankDetails: BankDetails[];
}

export interface Valuation {
  organisationId: string;
  organisationName: string;
  date: Day;
  nav: Money;
}

export interface ImportRow {
  line: number;
  organisation: string;
  date: Day;
  kind: CashFlowKind;
  amount: Money;
  match: "matched" | "unmatched" | "ambiguous";
  organisationId: string | null;
  organisationName: string | null;
  candidates: { id: string; name: string }[];
}

export interface ReportingImport {
  id: string;
  fileName: string;
  status: "blocked" | "ready" | "applied" | "undone";
  rows: ImportRow[];
}

/** A list the server may send bare or under a name. */
export function listOf<T>(body: T[] | Record<string, T[]>, name: string): T[] {
  return Array.isArray(body) ? body : (body[name] ?? []);
}
