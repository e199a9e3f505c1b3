// The access matrix's rows for the reporting's staff routes, and the records they act on:
// a deal with its settings and a commitment, a notice to publish and a draft to delete, a
// pending import and bank details entered by another staff member (for the approval).

import { randomBytes } from "node:crypto";
import { csvFile, reportingPath, sendFile } from "#tests/support/reporting/staff-api.ts";
import type { StaffClient } from "#tests/support/staff/staff.ts";
import type { MatrixRow } from "./matrix-callers.ts";

export interface ReportingMatrixIds {
  notice: string;
  draft: string;
  import: string;
  bankDetails: string;
  /** Pending details for the withdrawal, apart from those the approval takes. */
  withdrawable: string;
}

interface Base {
  deal: string;
  organisation: string;
  reporting: ReportingMatrixIds;
}

const IMPORT = () => csvFile([["Org A", "2026-03-31", "nav", "1010.00"]]);

/** Sets up `deal`'s reporting for the rows below, with `organisation` committed on it. */
export async function reportingMatrixIds(
  server: { base: string; origin: string; staff: StaffClient },
  query: (sql: string) => Promise<unknown>,
  deal: string,
  organisation: string,
): Promise<ReportingMatrixIds> {
  const make = async (path: string, body: unknown, method = "POST") => {
    const answer = await server.staff.json<{ id: string }>(reportingPath(deal, path), { method, body });
    if (answer.status >= 300) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
    return answer.body.id;
  };
  await make("/settings", { currency: "USD", target: null, showInvestorNames: false }, "PUT");
  await make("/positions", {
    organisationId: organisation,
    stage: "committed",
    amount: "1000.00",
    date: "2026-01-02",
  });
  const call = { kind: "call", date: "2026-02-01", dueDate: "2026-02-15", total: "10.00", purpose: "fees" };
  const [notice, draft] = [await make("/notices", call), await make("/notices", call)];
  const uploaded = await sendFile(
    server.base,
    server.origin,
    server.staff,
    reportingPath(deal, "/imports"),
    "q.csv",
    IMPORT(),
  );
  const pending = async () => {
    const id = randomBytes(16).toString("base64url");
    await query(`INSERT INTO reporting_bank_details (id, deal_id, account_name, bank_name, iban, bic, reference, status,
      entered_at, entered_by) VALUES ('${id}', '${deal}', 'Fund V', 'Bank', 'LU280019400644750000',
      'BLUXLULL', '', 'pending', '${new Date().toISOString()}', 'another-staff-member')`);
    return id;
  };
  const [bankDetails, withdrawable] = [await pending(), await pending()];
  return { notice, draft, import: String(uploaded.body.id), bankDetails, withdrawable };
}

const API = "/inbox/api/portal/deals/:dealId/reporting";
const at = (ids: Base, rest = "") => reportingPath(ids.deal, rest);

/** One row per staff route of the reporting, in the order they run (the import's steps in turn). */
export function reportingStaffRows<Ids extends Base>(): Record<string, MatrixRow<Ids>> {
  const row = (path: (ids: Ids) => string, extra: Partial<MatrixRow<Ids>> = {}): MatrixRow<Ids> => ({
    access: "staff",
    path,
    ...extra,
  });
  return {
    [`GET ${API}`]: row((ids) => at(ids)),
    [`PUT ${API}/settings`]: row((ids) => at(ids, "/settings"), {
      body: () => ({ currency: "USD", target: "5000.00", showInvestorNames: true }),
    }),
    [`GET ${API}/positions/history`]: row((ids) => at(ids, "/positions/history")),
    [`POST ${API}/positions`]: row((ids) => at(ids, "/positions"), {
      body: (ids) => ({ organisationId: ids.organisation, stage: "funded", date: "2026-02-20" }),
      staff: 201,
    }),
    [`POST ${API}/notices`]: row((ids) => at(ids, "/notices"), {
      body: () => ({ kind: "distribution", date: "2026-05-01", total: "5.00", distributionType: "income" }),
      staff: 201,
    }),
    [`GET ${API}/notices/:noticeId`]: row((ids) => at(ids, `/notices/${ids.reporting.notice}`)),
    [`DELETE ${API}/notices/:noticeId`]: row((ids) => at(ids, `/notices/${ids.reporting.draft}`), {
      staff: 204,
    }),
    [`POST ${API}/notices/:noticeId/publish`]: row((ids) =>
      at(ids, `/notices/${ids.reporting.notice}/publish`),
    ),
    [`GET ${API}/valuations`]: row((ids) => at(ids, "/valuations")),
    [`POST ${API}/valuations`]: row((ids) => at(ids, "/valuations"), {
      body: (ids) => ({ organisationId: ids.organisation, date: "2026-06-30", nav: "990.00" }),
      staff: 201,
    }),
    [`POST ${API}/imports`]: row((ids) => at(ids, "/imports"), {
      form: () => ({ name: "q.csv", bytes: IMPORT() }),
      staff: 201,
    }),
    [`GET ${API}/imports/:importId`]: row((ids) => at(ids, `/imports/${ids.reporting.import}`)),
    [`PUT ${API}/imports/:importId/matches`]: row(
      (ids) => at(ids, `/imports/${ids.reporting.import}/matches`),
      {
        body: (ids) => ({ matches: [{ line: 2, organisationId: ids.organisation }] }),
      },
    ),
    [`POST ${API}/imports/:importId/apply`]: row((ids) => at(ids, `/imports/${ids.reporting.import}/apply`)),
    [`POST ${API}/imports/:importId/undo`]: row((ids) => at(ids, `/imports/${ids.reporting.import}/undo`)),
    [`POST ${API}/bank-details`]: row((ids) => at(ids, "/bank-details"), {
      body: () => ({
        accountName: "Fund V",
        bankName: "Bank",
        iban: "LU280019400644750000",
        bic: "BLUXLULL",
        reference: "",
      }),
      staff: 201,
    }),
    [`POST ${API}/bank-details/:bankDetailsId/approve`]: row((ids) =>
      at(ids, `/bank-details/${ids.reporting.bankDetails}/approve`),
    ),
    [`DELETE ${API}/bank-details/:bankDetailsId`]: row(
      (ids) => at(ids, `/bank-details/${ids.reporting.withdrawable}`),
      { staff: 204 },
    ),
    [`GET ${API}/capital-accounts/:organisationId`]: row((ids) =>
      at(ids, `/capital-accounts/${ids.organisation}?asOf=2026-12-31`),
    ),
  };
}

/** The reporting's tables: refused requests must leave them as they were. */
export const REPORTING_TABLES = [
  "reporting_settings",
  "reporting_positions",
  "reporting_notices",
  "reporting_notice_shares",
  "reporting_cash_flows",
  "reporting_imports",
  "reporting_import_lines",
  "reporting_bank_details",
];
