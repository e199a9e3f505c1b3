// The access matrix's rows: one per portal route the server registers, with a valid
// request for it (on the run's own records, `Ids`) and the exceptions to what its access
// rule gives each caller (portal-matrix-callers.ts). Written by hand, so a route added
// without a row, or a row left without its route, fails the matrix.

import type { Caller, MatrixRow, Outcome, SessionOutcomes } from "./portal-matrix-callers.ts";
import { type ReportingMatrixIds, reportingStaffRows } from "./portal-matrix-reporting.ts";
import { REPORTING_PERSON_ROWS } from "./portal-matrix-reporting-person-rows.ts";
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
  /** A published tax document on `content`, download allowed: tax and principal read it. */
  document: string;
  /** Drafts staff change and delete, and a statement batch with one matched file, on `content`. */
  draft: string;
  doomed: string;
  batch: string;
  /** Page addresses and views of `document`, signed for and opened by each reader who may. */
  images: Partial<Record<Caller, string>>;
  views: Partial<Record<Caller, string>>;
  /** The principal, whom staff "view as", and `document`'s first page address signed for staff doing so. */
  previewed: string;
  previewImage: string;
  /** `draft`'s first page address in staff's own preview, signed for the staff member. */
  draftImage: string;
  /** An update staff withdraw; a deal and an organisation archived then brought back; two deleted. */
  withdrawn: string;
  spareDeal: string;
  spareOrganisation: string;
  blankDeal: string;
  blankOrganisation: string;
  /** The reporting's records on `deal` (portal-matrix-reporting.ts). */
  reporting: ReportingMatrixIds;
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
const NOT_FOUND: Outcome = { status: 404, code: "not_found" };
/** A tax document: tax and principal read it; to every other role it does not exist. */
const TAX_ONLY = {
  finance: NOT_FOUND,
  legal: NOT_FOUND,
  operations: NOT_FOUND,
  viewer: NOT_FOUND,
  delegate: NOT_FOUND,
};
const DOCS = (ids: Ids) => `/portal/api/deals/${ids.content}/documents/${ids.document}`;
const STALE_TOKEN = "x".repeat(43);
const PREVIEW_DOCS = (ids: Ids) => `${API}/people/${ids.previewed}/view-as/deals/${ids.content}/documents`;

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
  // After the revocation above (rows run in this order): a new grant like the revoked one.
  "POST /inbox/api/portal/deals/:dealId/grants/:grantId/restore": {
    access: "staff",
    path: (ids) => `${API}/deals/${ids.deal}/grants/${ids.grant}/restore`,
    staff: 201,
  },
  "GET /inbox/api/portal/deals/:dealId/impact": {
    access: "staff",
    path: (ids) => `${API}/deals/${ids.deal}/impact`,
  },
  "POST /inbox/api/portal/deals/:dealId/archive": {
    access: "staff",
    path: (ids) => `${API}/deals/${ids.spareDeal}/archive`,
  },
  "DELETE /inbox/api/portal/deals/:dealId/archive": {
    access: "staff",
    path: (ids) => `${API}/deals/${ids.spareDeal}/archive`,
  },
  "DELETE /inbox/api/portal/deals/:dealId": {
    access: "staff",
    path: (ids) => `${API}/deals/${ids.blankDeal}`,
    staff: 204,
  },
  "GET /inbox/api/portal/organisations/:organisationId/impact": {
    access: "staff",
    path: (ids) => `${API}/organisations/${ids.organisation}/impact`,
  },
  "POST /inbox/api/portal/organisations/:organisationId/archive": {
    access: "staff",
    path: (ids) => `${API}/organisations/${ids.spareOrganisation}/archive`,
  },
  "DELETE /inbox/api/portal/organisations/:organisationId/archive": {
    access: "staff",
    path: (ids) => `${API}/organisations/${ids.spareOrganisation}/archive`,
  },
  "DELETE /inbox/api/portal/organisations/:organisationId": {
    access: "staff",
    path: (ids) => `${API}/organisations/${ids.blankOrganisation}`,
    staff: 204,
  },
  "GET /inbox/api/portal/questions/waiting": {
    access: "staff",
    path: () => `${API}/questions/waiting`,
  },
  "POST /inbox/api/portal/markdown/preview": {
    access: "staff",
    path: () => `${API}/markdown/preview`,
    body: () => ({ bodyMd: "**Preview** by the matrix." }),
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
  // The newcomer never enrolled: staff get the refusal that says to invite them instead.
  "POST /inbox/api/portal/people/:personId/password-reset": {
    access: "staff",
    path: (ids) => `${API}/people/${ids.newcomer}/password-reset`,
    staff: 409,
  },
  "POST /inbox/api/portal/people/:personId/second-factor-reset": {
    access: "staff",
    path: (ids) => `${API}/people/${ids.newcomer}/second-factor-reset`,
    staff: 409,
  },
  "GET /inbox/api/portal/people/:personId/removal": {
    access: "staff",
    path: (ids) => `${API}/people/${ids.reader}/removal`,
  },
  // Deleting: the reader asked a question, which stays on the deal, so staff are refused.
  "DELETE /inbox/api/portal/people/:personId": {
    access: "staff",
    path: (ids) => `${API}/people/${ids.reader}`,
    staff: 409,
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
  "PATCH /inbox/api/portal/deals/:dealId/updates/:updateId": {
    access: "staff",
    path: (ids) => `${API}/deals/${ids.content}/updates/${ids.update}`,
    body: () => ({ title: "First, edited by the matrix" }),
  },
  "POST /inbox/api/portal/deals/:dealId/updates/:updateId/withdrawal": {
    access: "staff",
    path: (ids) => `${API}/deals/${ids.content}/updates/${ids.withdrawn}/withdrawal`,
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
  "GET /inbox/api/portal/people/:personId/view-as/deals/:dealId/documents": {
    access: "staff",
    path: PREVIEW_DOCS,
  },
  "GET /inbox/api/portal/people/:personId/view-as/deals/:dealId/documents/:documentId": {
    access: "staff",
    path: (ids) => `${PREVIEW_DOCS(ids)}/${ids.document}`,
  },
  "GET /inbox/api/portal/people/:personId/view-as/deals/:dealId/documents/:documentId/pages/:page/text": {
    access: "staff",
    path: (ids) => `${PREVIEW_DOCS(ids)}/${ids.document}/pages/0/text`,
  },
  "GET /inbox/api/portal/people/:personId/view-as/deals/:dealId/documents/:documentId/pages/:page/image": {
    access: "staff",
    path: (ids) => ids.previewImage,
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
  "PUT /inbox/api/portal/deals/:dealId/documents": {
    access: "staff",
    path: (ids) => `${API}/deals/${ids.content}/documents?name=Matrix.pdf&type=other`,
    file: true,
    staff: 201,
  },
  "GET /inbox/api/portal/deals/:dealId/documents": {
    access: "staff",
    path: (ids) => `${API}/deals/${ids.content}/documents`,
  },
  "GET /inbox/api/portal/documents/:documentId": {
    access: "staff",
    path: (ids) => `${API}/documents/${ids.draft}`,
  },
  "GET /inbox/api/portal/documents/:documentId/preview": {
    access: "staff",
    path: (ids) => `${API}/documents/${ids.draft}/preview`,
  },
  "GET /inbox/api/portal/documents/:documentId/preview/pages/:page/text": {
    access: "staff",
    path: (ids) => `${API}/documents/${ids.draft}/preview/pages/0/text`,
  },
  // Before the row that replaces the draft's file: the address names its first version.
  "GET /inbox/api/portal/documents/:documentId/preview/pages/:page/image": {
    access: "staff",
    path: (ids) => ids.draftImage,
  },
  "PUT /inbox/api/portal/documents/:documentId/versions": {
    access: "staff",
    path: (ids) => `${API}/documents/${ids.draft}/versions?name=Matrix%20v2.pdf`,
    file: true,
    staff: 201,
  },
  "PATCH /inbox/api/portal/documents/:documentId": {
    access: "staff",
    path: (ids) => `${API}/documents/${ids.draft}`,
    body: () => ({ downloadAllowed: true }),
  },
  "POST /inbox/api/portal/documents/:documentId/publication": {
    access: "staff",
    path: (ids) => `${API}/documents/${ids.draft}/publication`,
  },
  // After the row that publishes the draft: it goes back to draft.
  "DELETE /inbox/api/portal/documents/:documentId/publication": {
    access: "staff",
    path: (ids) => `${API}/documents/${ids.draft}/publication`,
  },
  "DELETE /inbox/api/portal/documents/:documentId": {
    access: "staff",
    path: (ids) => `${API}/documents/${ids.doomed}`,
    staff: 204,
  },
  "GET /inbox/api/portal/documents/:documentId/activity": {
    access: "staff",
    path: (ids) => `${API}/documents/${ids.document}/activity?format=csv`,
  },
  "GET /inbox/api/portal/people/:personId/document-activity": {
    access: "staff",
    path: (ids) => `${API}/people/${ids.reader}/document-activity`,
  },
  "POST /inbox/api/portal/deals/:dealId/statement-batches": {
    access: "staff",
    path: (ids) => `${API}/deals/${ids.content}/statement-batches`,
    body: () => ({ title: "Matrix statements" }),
    staff: 201,
  },
  "GET /inbox/api/portal/statement-batches/:batchId": {
    access: "staff",
    path: (ids) => `${API}/statement-batches/${ids.batch}`,
  },
  "PUT /inbox/api/portal/statement-batches/:batchId/files": {
    access: "staff",
    path: (ids) => `${API}/statement-batches/${ids.batch}/files?name=Matrix%20Org%20A.pdf`,
    file: true,
    staff: 201,
  },
  "POST /inbox/api/portal/statement-batches/:batchId/publication": {
    access: "staff",
    path: (ids) => `${API}/statement-batches/${ids.batch}/publication`,
  },
  "GET /portal/api/deals/:dealId/documents": {
    access: "deal",
    path: (ids) => `/portal/api/deals/${ids.content}/documents`,
  },
  "GET /portal/api/deals/:dealId/documents/:documentId": {
    access: "deal",
    path: DOCS,
    roles: TAX_ONLY,
  },
  "GET /portal/api/deals/:dealId/documents/:documentId/pages/:page/image": {
    access: "deal",
    path: (ids, caller) => ids.images[caller] ?? ids.images.principal ?? "",
    roles: TAX_ONLY,
  },
  "GET /portal/api/deals/:dealId/documents/:documentId/pages/:page/text": {
    access: "deal",
    path: (ids) => `${DOCS(ids)}/pages/0/text`,
    roles: TAX_ONLY,
  },
  "GET /portal/api/deals/:dealId/documents/:documentId/download": {
    access: "deal",
    path: (ids) => `${DOCS(ids)}/download`,
    roles: TAX_ONLY,
  },
  "POST /portal/api/deals/:dealId/documents/:documentId/views/:viewId/beats": {
    access: "deal",
    path: (ids, caller) => `${DOCS(ids)}/views/${ids.views[caller] ?? ids.views.principal}/beats`,
    body: () => ({ page: 0, seconds: 5 }),
    roles: TAX_ONLY,
  },
  ...reportingStaffRows<Ids>(),
  ...REPORTING_PERSON_ROWS,
};
