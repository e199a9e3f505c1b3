import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  BULK_MAX,
  type ErasurePreview,
  INQUIRY_STATUSES,
  type InboxCapabilities,
  type StaffMember,
  type UndoAnswer,
} from "#common/inbox-api.ts";
import { requireStaff } from "#server/auth/staff/require-staff.ts";
import { bodyOf } from "#server/http/request-body.ts";
import type { TriageChange, UndoOutcome } from "#server/inbox/records/triage/types.ts";
import type { InboxFilter } from "#server/inbox/records/types.ts";
import type { SubmissionStore } from "#server/store/index.ts";
import { actionContext } from "./inbox-audit.ts";
import { inboxErrors } from "./inbox-error.ts";
import { receiptJson } from "./inquiry-json.ts";
import { applyChange } from "./triage-change.ts";
import { triageMessages } from "./triage-text.ts";
import { describeView, parseView } from "./view-query.ts";

const inquiryId = z.string().regex(/^\d{1,18}$/);
const change = z.union([
  z.object({ status: z.enum(INQUIRY_STATUSES) }).strict(),
  z.object({ ownerId: z.string().min(1).max(200).nullable() }).strict(),
]);
const bulkBody = z.union([
  z.object({ ids: z.array(inquiryId).min(1).max(BULK_MAX), set: change }).strict(),
  z.object({ view: z.record(z.string(), z.string()), set: change }).strict(),
]);
const actionParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });
const previewQuery = z.object({ email: z.string().trim().min(3).max(254).includes("@") });

const undoRefusals: Record<Extract<UndoOutcome, { refused: string }>["refused"], [number, string, string]> = {
  not_found: [404, "not_found", triageMessages.noAction],
  not_yours: [403, "not_your_action", triageMessages.notYours],
  undo_expired: [409, "undo_expired", triageMessages.undoExpired],
  already_undone: [409, "already_undone", triageMessages.alreadyUndone],
  changed_since: [409, "changed_since", triageMessages.changedSince],
};

export interface MailCapability {
  /** SMTP_URL and MAIL_FROM are set: replies can go out. */
  canSend: boolean;
}

/** What else this server runs that the staff app shows screens for. */
export interface FeatureCapability {
  /** PORTAL_ENABLED is on. */
  portal: boolean;
}

/** Assignment list, bulk actions, undo, capabilities and the erasure preview. */
export function registerTriageRoutes(
  app: FastifyInstance,
  store: SubmissionStore,
  mail: MailCapability,
  features: FeatureCapability,
): void {
  const guarded = { preHandler: requireStaff };
  app.get("/staff", guarded, async (): Promise<StaffMember[]> => store.triage.activeStaff());
  app.get(
    "/capabilities",
    guarded,
    async (): Promise<InboxCapabilities> => ({ canSendMail: mail.canSend, portal: features.portal }),
  );

  // Ids, or a view whose matches (at most BULK_MAX) are read first; more is refused whole.
  app.post("/inquiries/bulk", guarded, async (request) => {
    const body = bodyOf(bulkBody, request, {
      message: triageMessages.bulkBody(BULK_MAX),
      anyMediaType: true,
    });
    let ids: string[];
    let detail: Record<string, unknown> = { bulk: true };
    let view: InboxFilter | undefined;
    if ("ids" in body) ids = body.ids;
    else {
      // A cursor would cut the view short: "select all in this view" means from its start.
      const { filter } = parseView({ ...body.view, cursor: undefined }, request.staff?.id);
      // The list's own read (a reader thread on SQLite, with its time limit); the write
      // then tests each match against the view again, under the rows' lock.
      const rows = await store.inbox.page(filter, undefined, BULK_MAX + 1);
      if (rows.length > BULK_MAX)
        throw inboxErrors.refused(409, "too_many_matches", triageMessages.bulkTooMany(BULK_MAX));
      ids = rows.map((row) => row.id);
      detail = { bulk: true, view: describeView(filter) };
      view = filter;
      if (ids.length === 0) return { action: null };
    }
    const set: TriageChange =
      "status" in body.set ? { status: body.set.status } : { ownerId: body.set.ownerId };
    const { receipt } = await applyChange(store, request, ids, set, detail, view);
    return { action: receiptJson(receipt) };
  });

  app.post("/actions/:id/undo", guarded, async (request): Promise<UndoAnswer> => {
    const parsed = actionParams.safeParse(request.params);
    if (!parsed.success) throw inboxErrors.refused(404, "not_found", triageMessages.noAction);
    const outcome = await store.triage.undo(parsed.data.id, actionContext(request));
    if ("refused" in outcome) {
      const [status, code, message] = undoRefusals[outcome.refused];
      throw inboxErrors.refused(status, code, message);
    }
    return outcome;
  });

  app.get("/erasures/preview", guarded, async (request): Promise<ErasurePreview> => {
    const parsed = previewQuery.safeParse(request.query);
    if (!parsed.success) throw inboxErrors.invalid(triageMessages.erasureEmail);
    return store.triage.erasurePreview(parsed.data.email);
  });
}
