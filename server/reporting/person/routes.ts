import { PassThrough, Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Viewer } from "#server/portal/access.ts";
import { type PersonAuditEvent, recordPersonAudit } from "#server/portal/person/audit-events.ts";
import { portalErrorHandler } from "#server/portal/portal-errors.ts";
import { dealRoute } from "#server/portal/route-table.ts";
import { capitalAccountCsv } from "./export-csv.ts";
import { exportFileName } from "./export-table.ts";
import { writeCapitalAccountXlsx } from "./export-xlsx.ts";
import { organisationFor, reportingQueryOf } from "./query.ts";
import { accountFor, noticesFor, type ReportingDeps, raiseFor } from "./views.ts";

export const REPORTING_NEEDS = {
  account: { resource: "reporting", action: "account" },
  notices: { resource: "reporting", action: "notices" },
  raise: { resource: "reporting", action: "raise" },
} as const;

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

function viewerOf(request: FastifyRequest): Viewer {
  if (!request.portalViewer) throw new Error("deal route without a viewer");
  return request.portalViewer;
}

const audit = (
  request: FastifyRequest,
  event: PersonAuditEvent,
  organisationId: string | undefined,
  detail = {},
) => recordPersonAudit(request, event, { dealId: viewerOf(request).dealId, organisationId }, detail);

/**
 * Investors' and sponsors' figures under /portal/api/deals/:dealId/reporting: the capital
 * account as of a day, its notices, its export, and a sponsor's raise. Each goes through
 * the access rule for its need first, and each view and export is one audit row.
 */
export async function reportingPersonApi(app: FastifyInstance, deps: ReportingDeps) {
  const base = "/deals/:dealId/reporting";

  app.get(`${base}/account`, dealRoute(deps.records, REPORTING_NEEDS.account), async (request) => {
    const query = reportingQueryOf(request, new Date());
    const organisationId = organisationFor(viewerOf(request), query.organisationId);
    const account = await accountFor(deps, viewerOf(request), organisationId, query);
    await audit(request, "portal_reporting_account_viewed", organisationId, { asOf: query.asOf });
    return account;
  });

  app.get(`${base}/notices`, dealRoute(deps.records, REPORTING_NEEDS.notices), async (request) => {
    const query = reportingQueryOf(request, new Date());
    const organisationId = organisationFor(viewerOf(request), query.organisationId);
    const notices = await noticesFor(deps, viewerOf(request), organisationId, new Date());
    await audit(request, "portal_reporting_notices_viewed", organisationId, {
      bankDetails: notices.bankDetails !== undefined,
    });
    return notices;
  });

  for (const format of ["csv", "xlsx"] as const)
    app.get(
      `${base}/export.${format}`,
      dealRoute(deps.records, REPORTING_NEEDS.account),
      async (request, reply) => {
        const query = reportingQueryOf(request, new Date());
        const organisationId = organisationFor(viewerOf(request), query.organisationId);
        const account = await accountFor(deps, viewerOf(request), organisationId, query);
        await audit(request, "portal_reporting_exported", organisationId, { asOf: query.asOf, format });
        reply
          .header("content-disposition", `attachment; filename="${exportFileName(account, format)}"`)
          .header("cache-control", "no-store");
        if (format === "csv")
          return reply.type("text/csv; charset=utf-8").send(Readable.from(capitalAccountCsv(account)));
        const out = new PassThrough();
        writeCapitalAccountXlsx(account, out).catch((error: unknown) => out.destroy(error as Error));
        return reply.type(XLSX).send(out);
      },
    );

  app.get(`${base}/raise`, dealRoute(deps.records, REPORTING_NEEDS.raise), async (request) => {
    const raise = await raiseFor(deps, viewerOf(request));
    await audit(request, "portal_reporting_raise_viewed", undefined, {
      names: raise.investors !== null,
    });
    return raise;
  });

  app.setErrorHandler(portalErrorHandler);
}
