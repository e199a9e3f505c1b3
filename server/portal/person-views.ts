import type { PortalList, PortalRole } from "../../common/portal-api.ts";
import type {
  PortalDealPage,
  PortalHome,
  PortalQuestionView,
  PortalTerms,
  PortalUpdateSummary,
  PortalUpdateView,
} from "../../common/portal-person-api.ts";
import type { ContentViewer, TimeCursor } from "../store/portal-content-types.ts";
import type { PortalRecords } from "../store/portal-types.ts";
import { decideAccess, type Viewer } from "./access.ts";
import { type PortalNeed, roleAllows } from "./capabilities.ts";
import { portalErrors } from "./portal-errors.ts";

// What a person sees of the portal, as functions of (records, person, deal, now). The
// person's own routes and the staff's "view as" call the same ones; in "view-as" mode
// nothing is recorded for the person (no visit, no read) and nothing may change.

/** Updates and questions on the deal page, and per page of their lists. */
export const CONTENT_PAGE = 20;

const READ_DEAL: PortalNeed = { resource: "deal", action: "read" };
const ASK: PortalNeed = { resource: "question", action: "ask" };

/** The access rule's viewer, or its refusal thrown as the API's error. */
export async function viewerFor(
  records: PortalRecords,
  personId: string,
  dealId: string,
  need: PortalNeed,
  mode: Viewer["mode"],
  now: Date,
): Promise<Viewer> {
  const decision = await decideAccess(records, { personId, dealId, need, mode, now });
  if (!decision.allowed) throw portalErrors.access(decision.status, decision.code);
  return decision.viewer;
}

const contentViewer = (viewer: Viewer): ContentViewer => ({
  personId: viewer.personId,
  dealId: viewer.dealId,
  organisations: viewer.organisations.map((path) => path.organisationId),
});

export async function homeFor(records: PortalRecords, personId: string, now: Date): Promise<PortalHome> {
  const home = await records.home(personId, now);
  if (!home) throw portalErrors.noPerson();
  return home;
}

/** The deal page; a visit by the person themselves is recorded (after reading the previous one). */
export async function dealPageFor(
  records: PortalRecords,
  personId: string,
  dealId: string,
  mode: Viewer["mode"],
  now: Date,
): Promise<PortalDealPage> {
  const viewer = await viewerFor(records, personId, dealId, READ_DEAL, mode, now);
  const deal = await records.getDeal(dealId);
  if (!deal) throw portalErrors.access(404, "not_found");
  const previousVisitAt = await records.lastVisit(personId, dealId);
  if (mode === "self") await records.recordVisit(personId, dealId, now);
  const seen = contentViewer(viewer);
  const names = await records.organisationNames(seen.organisations);
  const updates = await records.updatesFor(seen, null, previousVisitAt, CONTENT_PAGE);
  const questions = await records.questionsFor(seen, null, CONTENT_PAGE);
  return {
    deal: { id: deal.id, name: deal.name, kind: deal.kind, status: deal.status },
    through: viewer.organisations.map((path) => ({
      organisationId: path.organisationId,
      organisationName: names.get(path.organisationId) ?? "",
      role: path.role,
      delegate: path.delegate,
    })),
    previousVisitAt,
    updates: updates.items,
    updatesCursor: updates.nextCursor,
    questions: questions.items,
    questionsCursor: questions.nextCursor,
    canAsk: viewer.organisations.some((path) => canAsk(path.role, path.delegate)),
    readOnly: mode === "view-as",
  };
}

const canAsk = (role: PortalRole, delegate: boolean) => !delegate && roleAllows(role, ASK);

export async function updatesPageFor(
  records: PortalRecords,
  personId: string,
  dealId: string,
  after: TimeCursor | null,
  now: Date,
): Promise<PortalList<PortalUpdateSummary>> {
  const viewer = await viewerFor(
    records,
    personId,
    dealId,
    { resource: "update", action: "read" },
    "self",
    now,
  );
  const since = await records.lastVisit(personId, dealId);
  return records.updatesFor(contentViewer(viewer), after, since, CONTENT_PAGE);
}

/** One update; its first read by the person is recorded. */
export async function updateViewFor(
  records: PortalRecords,
  personId: string,
  dealId: string,
  updateId: string,
  now: Date,
): Promise<PortalUpdateView> {
  const viewer = await viewerFor(
    records,
    personId,
    dealId,
    { resource: "update", action: "read" },
    "self",
    now,
  );
  const update = await records.updateFor(
    contentViewer(viewer),
    updateId,
    await records.lastVisit(personId, dealId),
  );
  if (!update) throw portalErrors.noUpdate();
  await records.recordRead(personId, updateId, now);
  return update;
}

export async function questionsPageFor(
  records: PortalRecords,
  personId: string,
  dealId: string,
  after: TimeCursor | null,
  now: Date,
): Promise<PortalList<PortalQuestionView>> {
  const viewer = await viewerFor(
    records,
    personId,
    dealId,
    { resource: "question", action: "read" },
    "self",
    now,
  );
  return records.questionsFor(contentViewer(viewer), after, CONTENT_PAGE);
}

/** A question, filed under the first organisation through which the person may ask. */
export async function askFor(
  records: PortalRecords,
  personId: string,
  dealId: string,
  body: string,
  now: Date,
): Promise<{ question: PortalQuestionView; organisationId: string }> {
  const viewer = await viewerFor(records, personId, dealId, ASK, "self", now);
  const organisationId = viewer.through[0];
  if (!organisationId) throw portalErrors.access(403, "not_allowed");
  return { question: await records.ask(contentViewer(viewer), organisationId, body, now), organisationId };
}

export async function termsViewFor(
  records: PortalRecords,
  personId: string,
  dealId: string,
  now: Date,
): Promise<PortalTerms> {
  await viewerFor(records, personId, dealId, { resource: "terms", action: "read" }, "self", now);
  const terms = await records.termsFor(personId, dealId);
  if (!terms) throw portalErrors.noTerms();
  return terms;
}

export async function acceptTermsFor(
  records: PortalRecords,
  personId: string,
  dealId: string,
  acceptance: { version: number; ip: string; userAgent: string | null },
  now: Date,
): Promise<void> {
  await viewerFor(records, personId, dealId, { resource: "terms", action: "accept" }, "self", now);
  const outcome = await records.acceptTerms(personId, dealId, acceptance, now);
  if (outcome === "no_terms") throw portalErrors.noTerms();
  if (outcome === "stale_terms") throw portalErrors.staleTerms();
}
