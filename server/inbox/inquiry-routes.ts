import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { requireStaff } from "../auth/require-staff.ts";
import { INBOX_PAGE_SIZE, INQUIRY_STATUSES } from "../store/inbox-types.ts";
import type { SubmissionStore } from "../store/index.ts";
import { type InboxAudit, staffOf } from "./inbox-audit.ts";
import { inboxErrors } from "./inbox-error.ts";
import { detailJson, historyJson, pageJson } from "./inquiry-json.ts";
import { parseView } from "./view-query.ts";

const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });
const noteBody = z.object({ body: z.string().trim().min(1).max(5000) });
const statusBody = z.object({ status: z.enum(INQUIRY_STATUSES) });

function idOf(request: FastifyRequest): string {
  const parsed = idParams.safeParse(request.params);
  if (!parsed.success) throw inboxErrors.notFound();
  return parsed.data.id;
}

function bodyOf<T>(schema: z.ZodType<T>, request: FastifyRequest, what: string): T {
  const parsed = schema.safeParse(request.body);
  if (!parsed.success) throw inboxErrors.invalid(what);
  return parsed.data;
}

/** The list, the status counts, one inquiry, its notes and its status. */
export function registerInquiryRoutes(app: FastifyInstance, store: SubmissionStore, audit: InboxAudit): void {
  const guarded = { preHandler: requireStaff };

  app.get("/inquiries", guarded, async (request) => {
    const { filter, cursor } = parseView(request.query);
    const rows = await store.inbox.page(filter, cursor, INBOX_PAGE_SIZE);
    return pageJson(rows, filter.words ?? [], INBOX_PAGE_SIZE);
  });

  app.get("/counts", guarded, async () => store.inbox.counts());

  // Viewing changes no status: an inquiry stays new for everyone until someone changes it.
  app.get("/inquiries/:id", guarded, async (request) => {
    const id = idOf(request);
    const inquiry = await store.inbox.get(id);
    if (!inquiry) throw inboxErrors.notFound();
    await audit.record(request, "inquiry_viewed", id);
    return detailJson(inquiry);
  });

  app.post("/inquiries/:id/notes", guarded, async (request, reply) => {
    const id = idOf(request);
    const { body } = bodyOf(noteBody, request, "A note needs between 1 and 5000 characters.");
    const entry = await store.inbox.addNote(id, staffOf(request), body);
    if (!entry) throw inboxErrors.notFound();
    // The note's text stays out of the audit log: it may quote the visitor.
    await audit.record(request, "inquiry_note_added", id);
    return reply.code(201).send(historyJson(entry));
  });

  app.put("/inquiries/:id/status", guarded, async (request) => {
    const id = idOf(request);
    const { status } = bodyOf(
      statusBody,
      request,
      `The status must be one of: ${INQUIRY_STATUSES.join(", ")}.`,
    );
    const entry = await store.inbox.setStatus(id, staffOf(request), status);
    if (entry === undefined) throw inboxErrors.notFound();
    if (entry) await audit.record(request, "inquiry_status_changed", id, { from: entry.from, to: entry.to });
    return { status, change: entry ? historyJson(entry) : null };
  });
}
