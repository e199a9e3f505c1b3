import type { PortalList, PortalRole } from "#common/portal-api.ts";
import type {
  PortalDealPage,
  PortalHome,
  PortalQuestionView,
  PortalTerms,
  PortalUpdateSummary,
  PortalUpdateView,
} from "#common/portal-person-api.ts";
import { DOCUMENT_ROLES } from "#server/dataroom/person-access.ts";
import type { ContentViewer, TimeCursor } from "#server/portal/records/content-types.ts";
import type { PortalRecords } from "#server/portal/records/types.ts";
import { decideAccess, type Viewer } from "../access.ts";
import { type PortalNeed, roleAllows } from "../capabilities.ts";
import { portalErrors } from "../portal-errors.ts";

// What a person sees of the portal, as functions of the records and the access rule's
// Viewer. The person's own routes (a Viewer in "self" mode, from their deal route) and the
// staff's "view as" (a Viewer in "view-as" mode) call the same ones; in "view-as" mode
// nothing is recorded for the person (no visit, no read).

/** Updates and questions on the deal page, and per page of their lists. */
export const CONTENT_PAGE = 20;

export const NEEDS = {
  readDeal: { resource: "deal", action: "read" },
  readUpdates: { resource: "update", action: "read" },
  readQuestions: { resource: "question", action: "read" },
  ask: { resource: "question", action: "ask" },
  readTerms: { resource: "terms", action: "read" },
  acceptTerms: { resource: "terms", action: "accept" },
} as const satisfies Record<string, PortalNeed>;

/** The access rule's viewer, or its refusal thrown as the API's error. */
export async function viewerFor(
  records: PortalRecords,
  question: { personId: string; dealId: string; need: PortalNeed; mode: Viewer["mode"]; now: Date },
): Promise<Viewer> {
  const decision = await decideAccess(records, question);
  if (!decision.allowed) throw portalErrors.access(decision.status, decision.code);
  return decision.viewer;
}

const seenBy = (viewer: Viewer): ContentViewer => ({
  personId: viewer.personId,
  dealId: viewer.dealId,
  organisations: viewer.organisations.map((path) => path.organisationId),
});

const canAsk = (role: PortalRole, delegate: boolean) => !delegate && roleAllows(role, NEEDS.ask);

export async function homeFor(records: PortalRecords, personId: string, now: Date): Promise<PortalHome> {
  const home = await records.home(personId, now, DOCUMENT_ROLES);
  if (!home) throw portalErrors.noPerson();
  return home;
}

/** The deal page; the person's own visit is recorded (after reading the previous one). */
export async function dealPageFor(
  records: PortalRecords,
  viewer: Viewer,
  now: Date,
): Promise<PortalDealPage> {
  const [deal, previousVisitAt] = await Promise.all([
    records.getDeal(viewer.dealId),
    records.lastVisit(viewer.personId, viewer.dealId),
  ]);
  if (!deal) throw portalErrors.access(404, "not_found");
  const seen = seenBy(viewer);
  // The visit is written beside the reads (on PostgreSQL its commit overlaps them).
  const [names, updates, questions] = await Promise.all([
    records.organisationNames(seen.organisations),
    records.updatesFor(seen, null, previousVisitAt, CONTENT_PAGE),
    records.questionsFor(seen, null, CONTENT_PAGE),
    viewer.mode === "self" ? records.recordVisit(viewer.personId, viewer.dealId, now) : undefined,
  ]);
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
    readOnly: viewer.mode === "view-as",
  };
}

/** A page of updates; "new" means posted after the previous visit of the deal page. */
export async function updatesPageFor(
  records: PortalRecords,
  viewer: Viewer,
  after: TimeCursor | null,
): Promise<PortalList<PortalUpdateSummary>> {
  // The page's own visit was recorded when it opened: "new" is judged against the one before.
  const since = await records.lastVisit(viewer.personId, viewer.dealId);
  return records.updatesFor(seenBy(viewer), after, since, CONTENT_PAGE);
}

/** One update; the person's first read is recorded. */
export async function updateViewFor(
  records: PortalRecords,
  viewer: Viewer,
  updateId: string,
  now: Date,
): Promise<PortalUpdateView> {
  const since = await records.lastVisit(viewer.personId, viewer.dealId);
  const update = await records.updateFor(seenBy(viewer), updateId, since);
  if (!update) throw portalErrors.noUpdate();
  if (viewer.mode === "self") await records.recordRead(viewer.personId, updateId, now);
  return update;
}

export function questionsPageFor(
  records: PortalRecords,
  viewer: Viewer,
  after: TimeCursor | null,
): Promise<PortalList<PortalQuestionView>> {
  return records.questionsFor(seenBy(viewer), after, CONTENT_PAGE);
}

/** A question, filed under the first organisation through which the person may ask. */
export async function askFor(
  records: PortalRecords,
  viewer: Viewer,
  body: string,
  now: Date,
): Promise<{ question: PortalQuestionView; organisationId: string }> {
  const organisationId = viewer.through[0];
  if (!organisationId || viewer.mode !== "self") throw portalErrors.access(403, "not_allowed");
  return { question: await records.ask(seenBy(viewer), organisationId, body, now), organisationId };
}

/** The newest terms, or that there are none yet: a deal can ask for terms before they are written. */
export async function termsViewFor(records: PortalRecords, viewer: Viewer): Promise<PortalTerms> {
  const [deal, terms] = await Promise.all([
    records.getDeal(viewer.dealId),
    records.termsFor(viewer.personId, viewer.dealId),
  ]);
  if (!deal) throw portalErrors.access(404, "not_found");
  if (!terms) return { dealId: viewer.dealId, dealName: deal.name, ready: false };
  return { ...terms, dealName: deal.name, ready: true };
}

export async function acceptTermsFor(
  records: PortalRecords,
  viewer: Viewer,
  acceptance: { version: number; ip: string; userAgent: string | null },
  now: Date,
): Promise<void> {
  if (viewer.mode !== "self") throw portalErrors.access(403, "read_only");
  const outcome = await records.acceptTerms(viewer.personId, viewer.dealId, acceptance, now);
  if (outcome === "no_terms") throw portalErrors.termsNotReady();
  if (outcome === "stale_terms") throw portalErrors.staleTerms();
}
