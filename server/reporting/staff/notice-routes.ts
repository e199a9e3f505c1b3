import type { FastifyInstance } from "fastify";
import { bodyOf } from "#server/http/request-body.ts";
import { randomId } from "#server/portal/records/random-id.ts";
import { paramOf } from "#server/portal/request-input.ts";
import { STAFF_ROUTE } from "#server/portal/route-table.ts";
import { recordPortalAudit } from "#server/portal/staff/audit-events.ts";
import { deleteDraft, insertDraft, readNotice } from "../records/notices.ts";
import { commitments } from "../records/positions.ts";
import { publishNotice } from "../records/publish.ts";
import type { SettingsRecord } from "../records/settings.ts";
import { actorOf, type ReportingDeps, reportingDealOf } from "./deps.ts";
import { reportingErrors } from "./errors.ts";
import { noticeInput } from "./inputs.ts";
import { draftNotice } from "./notice-input.ts";
import { noticeView } from "./views.ts";

const NOTICE = "/deals/:dealId/reporting/notices/:noticeId";

/** Capital calls and distributions: drafted with their allocation table, reviewed, then published. */
export function registerNoticeRoutes(app: FastifyInstance, deps: ReportingDeps): void {
  const read = async (settings: SettingsRecord, id: string) => {
    const notice = await readNotice(deps.sql, settings.dealId, id);
    if (!notice) throw reportingErrors.noNotice();
    return noticeView(settings.currency)(notice);
  };

  app.post("/deals/:dealId/reporting/notices", STAFF_ROUTE, async (request, reply) => {
    const settings = await reportingDealOf(deps, request);
    const input = bodyOf(noticeInput, request);
    const draft = draftNotice(randomId(), settings, input, await commitments(deps.sql, settings.dealId));
    await insertDraft(deps.sql, draft, actorOf(request), new Date());
    const view = await read(settings, draft.id);
    await recordPortalAudit(
      request,
      "portal_notice_allocated",
      { dealId: settings.dealId },
      { noticeId: view.id, kind: view.kind, total: view.total, shares: view.shares.length },
    );
    return reply.code(201).send(view);
  });

  app.get(NOTICE, STAFF_ROUTE, async (request) => {
    const settings = await reportingDealOf(deps, request);
    const id = paramOf(request, "noticeId", reportingErrors.noNotice);
    return read(settings, id);
  });

  app.delete(NOTICE, STAFF_ROUTE, async (request, reply) => {
    const settings = await reportingDealOf(deps, request);
    const id = paramOf(request, "noticeId", reportingErrors.noNotice);
    const outcome = await deleteDraft(deps.sql, settings.dealId, id);
    if (!outcome) throw reportingErrors.noNotice();
    if (outcome === "published") throw reportingErrors.noticePublished();
    await recordPortalAudit(request, "portal_notice_deleted", { dealId: settings.dealId }, { noticeId: id });
    return reply.code(204).send();
  });

  app.post(`${NOTICE}/publish`, STAFF_ROUTE, async (request) => {
    const settings = await reportingDealOf(deps, request);
    const id = paramOf(request, "noticeId", reportingErrors.noNotice);
    const outcome = await publishNotice(deps.sql, settings.dealId, id, actorOf(request), new Date());
    if (!outcome) throw reportingErrors.noNotice();
    if (outcome === "published") throw reportingErrors.noticePublished();
    if (outcome.queued > 0) deps.wakeNotices();
    const view = await read(settings, id);
    await recordPortalAudit(
      request,
      "portal_notice_published",
      { dealId: settings.dealId },
      { noticeId: id, kind: view.kind, total: view.total, notified: outcome.queued },
    );
    return view;
  });
}
