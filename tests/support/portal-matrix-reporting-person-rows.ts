// The access matrix's rows for the person side of reporting: an investor's capital account,
// notices and exports on the matrix's deal (whose organisation is an investor, so no caller
// is a sponsor: the raise refuses every role), and staff's "view as" of them.
import type { MatrixRow, Outcome } from "./portal-matrix-callers.ts";
import type { Ids } from "./portal-matrix-rows.ts";

const NOT_ALLOWED: Outcome = { status: 403, code: "not_allowed" };
/** Legal and viewer see none of the figures. */
const FIGURES = { roles: { legal: NOT_ALLOWED, viewer: NOT_ALLOWED } };
const REPORTING = (ids: Ids) => `/portal/api/deals/${ids.content}/reporting`;
const VIEW_AS = (ids: Ids) =>
  `/inbox/api/portal/people/${ids.previewed}/view-as/deals/${ids.content}/reporting`;

export const REPORTING_PERSON_ROWS: Record<string, MatrixRow<Ids>> = {
  "GET /portal/api/deals/:dealId/reporting/account": {
    access: "deal",
    path: (ids) => `${REPORTING(ids)}/account?asOf=2026-03-31`,
    ...FIGURES,
  },
  "GET /portal/api/deals/:dealId/reporting/notices": {
    access: "deal",
    path: (ids) => `${REPORTING(ids)}/notices`,
    ...FIGURES,
  },
  "GET /portal/api/deals/:dealId/reporting/export.csv": {
    access: "deal",
    path: (ids) => `${REPORTING(ids)}/export.csv`,
    ...FIGURES,
  },
  "GET /portal/api/deals/:dealId/reporting/export.xlsx": {
    access: "deal",
    path: (ids) => `${REPORTING(ids)}/export.xlsx`,
    ...FIGURES,
  },
  "GET /portal/api/deals/:dealId/reporting/raise": {
    access: "deal",
    path: (ids) => `${REPORTING(ids)}/raise`,
    roles: {
      principal: NOT_ALLOWED,
      finance: NOT_ALLOWED,
      legal: NOT_ALLOWED,
      tax: NOT_ALLOWED,
      operations: NOT_ALLOWED,
      viewer: NOT_ALLOWED,
      delegate: NOT_ALLOWED,
    },
  },
  "GET /inbox/api/portal/people/:personId/view-as/deals/:dealId/reporting/account": {
    access: "staff",
    path: (ids) => `${VIEW_AS(ids)}/account`,
  },
  "GET /inbox/api/portal/people/:personId/view-as/deals/:dealId/reporting/notices": {
    access: "staff",
    path: (ids) => `${VIEW_AS(ids)}/notices`,
  },
  // The previewed person is an investor's principal: the raise refuses them, and staff see that.
  "GET /inbox/api/portal/people/:personId/view-as/deals/:dealId/reporting/raise": {
    access: "staff",
    path: (ids) => `${VIEW_AS(ids)}/raise`,
    staff: 403,
  },
};
