// The portal as its people (investors and sponsors) read it, under /portal/api/, and the
// staff side of its content (updates, terms, questions) under /inbox/api/portal/.
// Times are ISO 8601 strings in UTC; ids are opaque strings. Every refusal is
// `{ code, message }` (PortalApiError).
//
// People's routes (a portal session with both factors; deal routes through the access rule):
//   GET  /portal/api/me                                → PortalMe
//   GET  /portal/api/home                              → PortalHome
//   GET  /portal/api/deals/:dealId                     → PortalDealPage   (403 terms_required → read the terms)
//   GET  /portal/api/deals/:dealId/terms               → PortalTerms
//   POST /portal/api/deals/:dealId/terms/acceptance    { version } → 204
//   GET  /portal/api/deals/:dealId/updates?cursor=     → PortalList<PortalUpdateSummary>
//   GET  /portal/api/deals/:dealId/updates/:updateId   → PortalUpdateView (records the first read)
//   GET  /portal/api/deals/:dealId/questions?cursor=   → PortalList<PortalQuestionView>
//   POST /portal/api/deals/:dealId/questions           { body } → 201 PortalQuestionView
//   GET  /portal/api/settings/notifications            → NotificationSettings
//   PUT  /portal/api/settings/notifications            NotificationSettings → NotificationSettings
// The sign-in itself is the authentication library's, under /portal/api/auth/, with the
// same endpoints as the staff's under /inbox/api/auth/.
//
// Staff routes added for the content (both factors, audited):
//   GET  /inbox/api/portal/deals/:dealId/updates?cursor=        → PortalList<StaffUpdateView>
//   POST /inbox/api/portal/deals/:dealId/updates                UpdateInput → 201 StaffUpdateView
//   GET  /inbox/api/portal/deals/:dealId/updates/:updateId/reads → UpdateReads
//   GET  /inbox/api/portal/deals/:dealId/terms                  → StaffTermsView (404 when none)
//   PUT  /inbox/api/portal/deals/:dealId/terms                  { bodyMd } → StaffTermsView (a new version)
//   GET  /inbox/api/portal/deals/:dealId/questions?state=open|all&cursor= → PortalList<StaffQuestionView>
//   POST /inbox/api/portal/questions/:questionId/answer         { answerMd, publish } → StaffQuestionView
//   POST /inbox/api/portal/questions/:questionId/publication    → StaffQuestionView (publishes an answered one)
//   GET  /inbox/api/portal/people/:personId/view-as/home        → PortalHome (read-only, audited)
//   GET  /inbox/api/portal/people/:personId/view-as/deals/:dealId → PortalDealPage (read-only, audited)
// Invitations and the portal's sign-in records (staff side):
//   POST   /inbox/api/portal/people/:personId/invitation   → 201 PortalInvitation (e-mailed through the outbox)
//   DELETE /inbox/api/portal/people/:personId/invitation   → 204 (the link stops working)
//   POST   /inbox/api/portal/people/:personId/revocation   → 204 (signs the person out everywhere, no new sign-in)
//   DELETE /inbox/api/portal/people/:personId/revocation   → 204 (may sign in again)
//   POST   /inbox/api/portal/people/:personId/password-reset      → 201 PortalReset (sessions end)
//   POST   /inbox/api/portal/people/:personId/second-factor-reset → 201 PortalReset (factors removed, sessions end)
//   GET    /inbox/api/portal/people/:personId also carries `signIn`: PortalSignInState
//   GET    /inbox/api/portal/people/:personId/removal  → PersonRemoval (what deleting would remove)
//   DELETE /inbox/api/portal/people/:personId          → 204 (409 has_questions: revoke them instead)
//   POST   /inbox/api/portal/inquiries/:inquiryId/invitation  FromInquiryInput → 201 FromInquiryResult

import type { DealKind, DealStatus, OrganisationKind, PortalRole } from "./portal-api.ts";
import type { EarlierText } from "./portal-undo-api.ts";

export interface PortalMe {
  id: string;
  name: string;
  email: string;
}

/**
 * Where the home page's "new" counts stop: each is one bounded index range on the server,
 * and the page shows "9+" beyond it, as a badge does. With 100 a person on 200 busy deals
 * waited 52 ms at p99 for their home page; with 10, 36-46 ms.
 */
export const NEW_COUNT_CAP = 10;

/** One deal on the home page, through one organisation. */
export interface PortalHomeDeal {
  id: string;
  name: string;
  kind: DealKind;
  status: DealStatus;
  /** The deal asks for terms this person has not accepted (its newest version). */
  termsPending: boolean;
  /** Updates this person can read that were posted after their last visit of the deal (at most NEW_COUNT_CAP). */
  newUpdates: number;
  /** Questions of their organisation answered, and answers published, since that visit (at most NEW_COUNT_CAP). */
  newAnswers: number;
  /** Documents and statements they may open, published since that visit (at most NEW_COUNT_CAP). */
  newDocuments: number;
  /** Their last visit of the deal page; null before the first. */
  lastVisitAt: string | null;
}

export interface PortalHomeOrganisation {
  id: string;
  name: string;
  kind: OrganisationKind;
  role: PortalRole;
  delegate: boolean;
  deals: PortalHomeDeal[];
}

/** Grouped by organisation; one group when the person belongs to one. Deals by name. */
export interface PortalHome {
  me: PortalMe;
  organisations: PortalHomeOrganisation[];
  /** Some deal this person reached through a grant is shut to them now (revoked or past its end). */
  accessEnded: boolean;
}

export interface PortalUpdateSummary {
  id: string;
  title: string;
  publishedAt: string;
  /** Posted after the person's previous visit of the deal page. */
  isNew: boolean;
}

export interface PortalUpdateView extends PortalUpdateSummary {
  /** Rendered from Markdown on the server, sanitised: no script, no style, no raw HTML. */
  html: string;
}

export interface PortalQuestionView {
  id: string;
  body: string;
  askedAt: string;
  /** True for their own organisation's questions; published ones of others never name the asker. */
  ownOrganisation: boolean;
  /** Present only when the person's organisation asked it. */
  askedBy: { name: string } | null;
  answerHtml: string | null;
  answeredAt: string | null;
  publishedAt: string | null;
}

export interface PortalDealPage {
  deal: { id: string; name: string; kind: DealKind; status: DealStatus };
  /** The organisations through which the person sees the deal, with their role there. */
  through: { organisationId: string; organisationName: string; role: PortalRole; delegate: boolean }[];
  /** Their previous visit (before this one); null the first time. */
  previousVisitAt: string | null;
  /** The newest page of updates (the rest through /updates?cursor=). */
  updates: PortalUpdateSummary[];
  updatesCursor: string | null;
  questions: PortalQuestionView[];
  questionsCursor: string | null;
  /** Whether this person may ask (a role that asks, not only as a delegate). */
  canAsk: boolean;
  /** True when staff are previewing ("view as"): nothing may change. */
  readOnly: boolean;
}

/** The newest version of a deal's terms, as the person reads it. */
export interface PortalTermsText {
  dealId: string;
  version: number;
  html: string;
  publishedAt: string;
  /** When this person accepted this version; null if not yet. */
  acceptedAt: string | null;
}

/**
 * The terms screen: the deal's name, and its terms, or `ready: false` when the deal asks
 * for terms the firm has not published yet (the deal stays shut until it does).
 */
export type PortalTerms = { dealName: string } & (
  | ({ ready: true } & PortalTermsText)
  | { ready: false; dealId: string }
);

export const UPDATE_DELIVERIES = ["immediate", "daily", "none"] as const;
export type UpdateDelivery = (typeof UPDATE_DELIVERIES)[number];

export interface NotificationSettings {
  updates: UpdateDelivery;
}

// ---- Staff side ----

export interface UpdateInput {
  title: string;
  /** Markdown, at most 50,000 characters. */
  bodyMd: string;
  audience: "deal" | "organisations";
  /** Required (at least one, each with a live grant on the deal) when audience is "organisations". */
  organisationIds?: string[];
}

export interface StaffUpdateView {
  id: string;
  dealId: string;
  title: string;
  bodyMd: string;
  html: string;
  audience: "deal" | "organisations";
  organisations: { id: string; name: string }[];
  publishedAt: string;
  createdBy: string;
  /** People who opened it at least once. */
  readCount: number;
  /** People it reaches now. */
  audienceCount: number;
  /** The last edit (null if never edited); people see only the current text. */
  editedAt: string | null;
  /** Withdrawn: staff still see it, nobody else does. */
  withdrawnAt: string | null;
  /** The texts edits replaced, newest first. */
  earlier: EarlierText[];
}

export interface UpdateReads {
  updateId: string;
  reads: {
    person: { id: string; name: string; email: string };
    organisationName: string;
    firstReadAt: string | null;
  }[];
}

export interface StaffTermsView {
  dealId: string;
  version: number;
  bodyMd: string;
  html: string;
  publishedAt: string;
  acceptances: {
    person: { id: string; name: string; email: string };
    version: number;
    acceptedAt: string;
    ip: string;
  }[];
  /** People with access who have not accepted the newest version. */
  pending: { id: string; name: string; email: string }[];
}

export interface StaffQuestionView {
  id: string;
  dealId: string;
  body: string;
  askedAt: string;
  askedBy: { id: string; name: string; email: string };
  organisation: { id: string; name: string };
  answerMd: string | null;
  answerHtml: string | null;
  answeredAt: string | null;
  answeredBy: string | null;
  publishedAt: string | null;
  /** The answer's last edit; null if it stands as first written. Each replaced text is kept. */
  answerEditedAt: string | null;
}

export interface AnswerInput {
  answerMd: string;
  /** Publish the question and answer to everyone on the deal, without naming who asked. */
  publish: boolean;
}

export interface PortalInvitation {
  personId: string;
  email: string;
  /** When the link stops working. */
  expiresAt: string;
  /** The link itself, shown to staff only when no mail server is configured. */
  link: string | null;
}

/** A reset staff sent: like an invitation, and how many of the person's sessions it ended. */
export interface PortalReset extends PortalInvitation {
  sessionsEnded: number;
}

/**
 * What deleting a person removes with them (their sign-in, memberships, reading records),
 * and the questions that stop it: those belong to the deal's Q&A, so such a person is
 * revoked (kept, signed out for good) instead.
 */
export interface PersonRemoval {
  memberships: number;
  sessions: number;
  updateReads: number;
  documentViews: number;
  downloads: number;
  questions: number;
  deletable: boolean;
}

export interface FromInquiryInput {
  /** An existing organisation, or a new one named here (default: the inquiry's organisation). */
  organisationId?: string;
  organisationName?: string;
  organisationKind?: OrganisationKind;
  role: PortalRole;
}

export interface FromInquiryResult {
  personId: string;
  organisationId: string;
  /** False when the person or organisation already existed and was linked. */
  createdPerson: boolean;
  createdOrganisation: boolean;
  invitation: PortalInvitation;
}
