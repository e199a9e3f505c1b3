// The access matrix's rows: one per portal route the server registers, with a valid
// request for it (on the run's own records, `Ids`) and the exceptions to what its access
// rule gives each caller (portal-matrix-callers.ts). Written by hand, so a route added
// without a row, or a row left without its route, fails the matrix.

import type { MatrixRow, Outcome, SessionOutcomes } from "./portal-matrix-callers.ts";
import { STRONG_PASSWORD } from "./staff.ts";

const API = "/inbox/api/portal";

export interface Ids {
  deal: string;
  organisation: string;
  other: string;
  person: string;
  newcomer: string;
  grant: string;
  inquiry: string;
  /** The deal every person caller is tried on: it asks for its terms first. */
  content: string;
  /** The finance member who asked the question, an update and that question on `content`. */
  reader: string;
  update: string;
  question: string;
}

type Row = MatrixRow<Ids>;

/** A route the library answers with a full session only, and nothing for a staff cookie. */
const FULL_SESSION: SessionOutcomes = {
  none: 401,
  "staff password": 401,
  staff: 401,
  password: 403,
  full: 200,
  revoked: 401,
};
/** The session's own view: any portal session, however far its sign-in got. */
const ANY_SESSION: SessionOutcomes = { ...FULL_SESSION, password: 200 };
const NOBODY: SessionOutcomes = {
  none: 404,
  "staff password": 404,
  staff: 404,
  password: 404,
  full: 404,
  revoked: 404,
};
const NOT_ALLOWED: Outcome = { status: 403, code: "not_allowed" };
const STALE_TOKEN = "x".repeat(43);

export const ROWS: Record<string, Row> = {
  "GET /inbox/api/portal/deals": { access: "staff", path: () => `${API}/deals?q=fund`, staff: 200 },
  "POST /inbox/api/portal/deals": {
    access: "staff",
    path: () => `${API}/deals`,
    body: () => ({ name: "Matrix Fund", kind: "fund_raise", status: "preparation" }),
    staff: 201,
  },
  "GET /inbox/api/portal/deals/:dealId": {
    access: "staff",
    path: (ids) => `${API}/deals/${ids.deal}`,
    staff: 200,
  },
  "PATCH /inbox/api/portal/deals/:dealId": {
    access: "staff",
    path: (ids) => `${API}/deals/${ids.deal}`,
    body: () => ({ status: "closed" }),
    staff: 200,
  },
  "GET /inbox/api/portal/deals/:dealId/access": {
    access: "staff",
    path: (ids) => `${API}/deals/${ids.deal}/access`,
    staff: 200,
  },
  "POST /inbox/api/portal/deals/:dealId/grants": {
    access: "staff",
    path: (ids) => `${API}/deals/${ids.deal}/grants`,
    body: (ids) => ({ organisationId: ids.other }),
    staff: 201,
  },
  "POST /inbox/api/portal/deals/:dealId/grants/:grantId/revoke": {
    access: "staff",
    path: (ids) => `${API}/deals/${ids.deal}/grants/${ids.grant}/revoke`,
    staff: 200,
  },
  "GET /inbox/api/portal/organisations": { access: "staff", path: () => `${API}/organisations`, staff: 200 },
  "POST /inbox/api/portal/organisations": {
    access: "staff",
    path: () => `${API}/organisations`,
    body: () => ({ name: "Matrix Office", kind: "family_office" }),
    staff: 201,
  },
  "GET /inbox/api/portal/organisations/:organisationId": {
    access: "staff",
    path: (ids) => `${API}/organisations/${ids.organisation}`,
    staff: 200,
  },
  "PATCH /inbox/api/portal/organisations/:organisationId": {
    access: "staff",
    path: (ids) => `${API}/organisations/${ids.organisation}`,
    body: () => ({ kind: "endowment" }),
    staff: 200,
  },
  "POST /inbox/api/portal/organisations/:organisationId/members": {
    access: "staff",
    path: (ids) => `${API}/organisations/${ids.organisation}/members`,
    body: (ids) => ({ personId: ids.newcomer, role: "viewer" }),
    staff: 201,
  },
  "DELETE /inbox/api/portal/organisations/:organisationId/members/:personId": {
    access: "staff",
    path: (ids) => `${API}/organisations/${ids.organisation}/members/${ids.person}`,
    staff: 204,
  },
  "GET /inbox/api/portal/people": { access: "staff", path: () => `${API}/people`, staff: 200 },
  "POST /inbox/api/portal/people": {
    access: "staff",
    path: () => `${API}/people`,
    body: () => ({ email: "matrix@lp.example", name: "Matrix Person" }),
    staff: 201,
  },
  "GET /inbox/api/portal/people/:personId": {
    access: "staff",
    path: (ids) => `${API}/people/${ids.person}`,
    staff: 200,
  },
  "PATCH /inbox/api/portal/people/:personId": {
    access: "staff",
    path: (ids) => `${API}/people/${ids.person}`,
    body: () => ({ name: "Renamed" }),
    staff: 200,
  },
  "POST /inbox/api/portal/people/:personId/invitation": {
    access: "staff",
    path: (ids) => `${API}/people/${ids.newcomer}/invitation`,
    staff: 201,
  },
  "DELETE /inbox/api/portal/people/:personId/invitation": {
    access: "staff",
    path: (ids) => `${API}/people/${ids.newcomer}/invitation`,
    staff: 204,
  },
  "POST /inbox/api/portal/people/:personId/revocation": {
    access: "staff",
    path: (ids) => `${API}/people/${ids.newcomer}/revocation`,
    staff: 204,
  },
  "DELETE /inbox/api/portal/people/:personId/revocation": {
    access: "staff",
    path: (ids) => `${API}/people/${ids.newcomer}/revocation`,
    staff: 204,
  },
  "POST /inbox/api/portal/inquiries/:inquiryId/invitation": {
    access: "staff",
    path: (ids) => `${API}/inquiries/${ids.inquiry}/invitation`,
    body: () => ({ organisationName: "From An Inquiry", organisationKind: "family_office", role: "finance" }),
    staff: 201,
  },
  "GET /portal/api/auth/*": {
    access: "sign-in",
    path: () => "/portal/api/auth/passkey/list-user-passkeys",
    sessions: FULL_SESSION,
  },
  "POST /portal/api/auth/*": {
    access: "sign-in",
    path: () => "/portal/api/auth/revoke-other-sessions",
    body: () => ({}),
    sessions: FULL_SESSION,
  },
  "GET /portal/api/session": { access: "sign-in", path: () => "/portal/api/session", sessions: ANY_SESSION },
  "POST /portal/api/session/renew": {
    access: "sign-in",
    path: () => "/portal/api/session/renew",
    sessions: ANY_SESSION,
  },
  "POST /portal/api/invitations/check": {
    access: "sign-in",
    path: () => "/portal/api/invitations/check",
    body: () => ({ token: STALE_TOKEN }),
    sessions: NOBODY,
  },
  "POST /portal/api/invitations/accept": {
    access: "sign-in",
    path: () => "/portal/api/invitations/accept",
    body: () => ({ token: STALE_TOKEN, password: STRONG_PASSWORD }),
    sessions: NOBODY,
  },
  "GET /portal/api/*": {
    access: "none",
    path: () => "/portal/api/no-such-route",
  },
  "POST /portal/api/*": {
    access: "none",
    path: () => "/portal/api/no-such-route",
    body: () => ({}),
  },
  "PUT /portal/api/*": {
    access: "none",
    path: () => "/portal/api/no-such-route",
    body: () => ({}),
  },
  "PATCH /portal/api/*": {
    access: "none",
    path: () => "/portal/api/no-such-route",
    body: () => ({}),
  },
  "DELETE /portal/api/*": {
    access: "none",
    path: () => "/portal/api/no-such-route",
  },
  "GET /portal/api/me": { access: "person", path: () => "/portal/api/me" },
  "GET /portal/api/sessions": { access: "person", path: () => "/portal/api/sessions" },
  "POST /portal/api/sessions/end": {
    access: "person",
    path: () => "/portal/api/sessions/end",
    body: () => ({ id: "no-such-session" }),
    person: 404,
  },
  "GET /inbox/api/portal/deals/:dealId/updates": {
    access: "staff",
    path: (ids) => `${API}/deals/${ids.content}/updates`,
  },
  "POST /inbox/api/portal/deals/:dealId/updates": {
    access: "staff",
    path: (ids) => `${API}/deals/${ids.content}/updates`,
    body: () => ({ title: "Matrix update", bodyMd: "Posted by the matrix.", audience: "deal" }),
    staff: 201,
  },
  "GET /inbox/api/portal/deals/:dealId/updates/:updateId/reads": {
    access: "staff",
    path: (ids) => `${API}/deals/${ids.content}/updates/${ids.update}/reads`,
  },
  "PUT /inbox/api/portal/deals/:dealId/terms": {
    access: "staff",
    path: (ids) => `${API}/deals/${ids.deal}/terms`,
    body: () => ({ bodyMd: "Matrix terms." }),
  },
  "GET /inbox/api/portal/deals/:dealId/terms": {
    access: "staff",
    path: (ids) => `${API}/deals/${ids.deal}/terms`,
  },
  "GET /inbox/api/portal/deals/:dealId/questions": {
    access: "staff",
    path: (ids) => `${API}/deals/${ids.content}/questions?state=all`,
  },
  "POST /inbox/api/portal/questions/:questionId/answer": {
    access: "staff",
    path: (ids) => `${API}/questions/${ids.question}/answer`,
    body: () => ({ answerMd: "Answered by the matrix.", publish: false }),
  },
  "POST /inbox/api/portal/questions/:questionId/publication": {
    access: "staff",
    path: (ids) => `${API}/questions/${ids.question}/publication`,
  },
  "GET /inbox/api/portal/people/:personId/view-as/home": {
    access: "staff",
    path: (ids) => `${API}/people/${ids.reader}/view-as/home`,
  },
  "GET /inbox/api/portal/people/:personId/view-as/deals/:dealId": {
    access: "staff",
    path: (ids) => `${API}/people/${ids.reader}/view-as/deals/${ids.content}`,
  },
  "GET /portal/api/home": { access: "person", path: () => "/portal/api/home" },
  "GET /portal/api/deals/:dealId": { access: "deal", path: (ids) => `/portal/api/deals/${ids.content}` },
  "GET /portal/api/deals/:dealId/terms": {
    access: "deal",
    path: (ids) => `/portal/api/deals/${ids.content}/terms`,
    terms: true,
  },
  "POST /portal/api/deals/:dealId/terms/acceptance": {
    access: "deal",
    path: (ids) => `/portal/api/deals/${ids.content}/terms/acceptance`,
    body: () => ({ version: 1 }),
    person: 204,
    terms: true,
    last: true,
  },
  "GET /portal/api/deals/:dealId/updates": {
    access: "deal",
    path: (ids) => `/portal/api/deals/${ids.content}/updates`,
  },
  "GET /portal/api/deals/:dealId/updates/:updateId": {
    access: "deal",
    path: (ids) => `/portal/api/deals/${ids.content}/updates/${ids.update}`,
  },
  "GET /portal/api/deals/:dealId/questions": {
    access: "deal",
    path: (ids) => `/portal/api/deals/${ids.content}/questions`,
  },
  "POST /portal/api/deals/:dealId/questions": {
    access: "deal",
    path: (ids) => `/portal/api/deals/${ids.content}/questions`,
    body: () => ({ body: "Asked by the matrix?" }),
    person: 201,
    roles: { viewer: NOT_ALLOWED, delegate: NOT_ALLOWED },
  },
  "GET /portal/api/settings/notifications": {
    access: "person",
    path: () => "/portal/api/settings/notifications",
  },
  "PUT /portal/api/settings/notifications": {
    access: "person",
    path: () => "/portal/api/settings/notifications",
    body: () => ({ updates: "daily" }),
  },
};
