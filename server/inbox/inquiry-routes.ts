import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { HISTORY_PAGE_SIZE, NOTES_PER_INQUIRY_MAX, type ViewCounts } from "#common/inbox-api.ts";
import { requireStaff } from "#server/auth/staff/require-staff.ts";
import { bodyOf } from "#server/http/request-body.ts";
import { INBOX_PAGE_SIZE, INQUIRY_STATUSES } from "#server/inbox/records/types.ts";
import type { SubmissionStore } from "#server/store/index.ts";
import { actionContext, type InboxAudit } from "./inbox-audit.ts";
import { inboxErrors } from "./inbox-error.ts";
import { detailJson, historyJson, pageJson, receiptJson } from "./inquiry-json.ts";
import { applyChange } from "./triage-change.ts";
import { triageMessages } from "./triage-text.ts";
import { parseView } from "./view-query.ts";

/**
 * A view's tab counts read at most this many matching inquiries: a search that matches
 * most of a million rows answers "10,000+" at once instead of counting them all.
 */
export const VIEW_COUNT_CAP = 10_000;

const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });
const noteBody = z.object({ body: z.string().trim().min(1).max(5000) });
const statusBody = z.object({ status: z.enum(INQUIRY_STATUSES) });
const ownerBody = z.object({ ownerId: z.string().min(1).max(200).nullable() });
const historyQuery = z.object({
  before: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});

export function idOf(request: FastifyRequest): string {
  const parsed = idParams.safeParse(request.params);
  if (!parsed.success) throw inboxErrors.notFound();
  return parsed.data.id;
}

/** The list, the tab counts, one inquiry and its history, its notes, status and owner. */
export function registerInquiryRoutes(app: FastifyInstance, store: SubmissionStore, audit: InboxAudit): void {
  const guarded = { preHandler: requireStaff };
  app.get("/inquiries", guarded, async (request) => {
    const { filter, cursor } = parseView(request.query, request.staff?.id);
    // Read before the page: a row stored in between is then both listed and caught up by
    // the live stream (the inbox drops the repeat), never in neither.
    const liveFrom = await store.inbox.livePoint();
    const rows = await store.inbox.page(filter, cursor, INBOX_PAGE_SIZE);
    const names = await store.triage.names(rows.flatMap((row) => (row.ownerId ? [row.ownerId] : [])));
    return pageJson(rows, filter.words ?? [], INBOX_PAGE_SIZE, names, liveFrom);
  });
  // Every tab's count for the view (its status aside), so the tabs show the search's matches.
  app.get("/counts", guarded, async (request): Promise<ViewCounts> => {
    const { filter } = parseView(request.query, request.staff?.id);
    return store.triage.counts(filter, VIEW_COUNT_CAP);
  });
  // Viewing changes no status: an inquiry stays new for everyone until someone changes it.
  app.get("/inquiries/:id", guarded, async (request) => {
    const id = idOf(request);
    const inquiry = await store.inbox.get(id);
    const history = inquiry && (await store.triage.history(id, undefined, HISTORY_PAGE_SIZE));
    if (!inquiry || !history) throw inboxErrors.notFound();
    const names = await store.triage.names(inquiry.ownerId ? [inquiry.ownerId] : []);
    await audit.record(request, "inquiry_viewed", id);
    return detailJson(inquiry, history, names);
  });
  app.get("/inquiries/:id/history", guarded, async (request) => {
    const id = idOf(request);
    const parsed = historyQuery.safeParse(request.query);
    if (!parsed.success) throw inboxErrors.invalid('The parameter "before" is not valid.');
    const page = await store.triage.history(id, parsed.data.before, HISTORY_PAGE_SIZE);
    if (!page) throw inboxErrors.notFound();
    return { entries: page.entries.map(historyJson), nextBefore: page.nextBefore };
  });
  app.post("/inquiries/:id/notes", guarded, async (request, reply) => {
    const id = idOf(request);
    const { body } = bodyOf(noteBody, request, {
      message: "A note needs between 1 and 5000 characters.",
      anyMediaType: true,
    });
    const entry = await store.triage.addNote(id, actionContext(request), body, NOTES_PER_INQUIRY_MAX);
    if (entry === "not_found") throw inboxErrors.notFound();
    if (entry === "too_many")
      throw inboxErrors.refused(409, "too_many_notes", triageMessages.tooManyNotes(NOTES_PER_INQUIRY_MAX));
    return reply.code(201).send(historyJson(entry));
  });
  app.put("/inquiries/:id/status", guarded, async (request) => {
    const id = idOf(request);
    const { status } = bodyOf(statusBody, request, {
      message: `The status must be one of: ${INQUIRY_STATUSES.join(", ")}.`,
      anyMediaType: true,
    });
    const { receipt, entries } = await applyChange(store, request, [id], { status });
    const [entry] = entries;
    return { action: receiptJson(receipt), status, change: entry ? historyJson(entry) : null };
  });
  app.put("/inquiries/:id/owner", guarded, async (request) => {
    const id = idOf(request);
    const { ownerId } = bodyOf(ownerBody, request, { message: triageMessages.ownerBody, anyMediaType: true });
    const { receipt } = await applyChange(store, request, [id], { ownerId });
    return { action: receiptJson(receipt) };
  });
}
