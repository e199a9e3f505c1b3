import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RecordKind } from "#server/portal/records/record-undo.ts";
import type { PortalRecords } from "#server/portal/records/types.ts";
import { portalErrors } from "../portal-errors.ts";
import { paramOf } from "../request-input.ts";
import { STAFF_ROUTE } from "../route-table.ts";
import { type PortalAuditEvent, recordPortalAudit } from "./audit-events.ts";
import { grantId } from "./record-inputs.ts";

const KINDS = [
  { kind: "deal", path: "/deals/:dealId", param: "dealId", missing: portalErrors.noDeal },
  {
    kind: "organisation",
    path: "/organisations/:organisationId",
    param: "organisationId",
    missing: portalErrors.noOrganisation,
  },
] as const;

const subjects = (kind: RecordKind, id: string) =>
  kind === "deal" ? { dealId: id } : { organisationId: id };

/**
 * What a deal or an organisation takes with it, shown before it goes; archiving (ends
 * access, keeps history) and bringing back; deleting what nothing depends on. Restoring a
 * revoked grant; the questions waiting for an answer.
 */
export function registerRecordUndoRoutes(app: FastifyInstance, records: PortalRecords): void {
  for (const { kind, path, param, missing } of KINDS) {
    const idOf = (request: FastifyRequest) => paramOf(request, param, missing);
    const audit = (request: FastifyRequest, event: PortalAuditEvent, id: string, detail = {}) =>
      recordPortalAudit(request, event, subjects(kind, id), detail);

    app.get(`${path}/impact`, STAFF_ROUTE, async (request) => {
      const impact = await records.impact(kind, idOf(request), new Date());
      if (!impact) throw missing();
      return impact;
    });

    app.post(`${path}/archive`, STAFF_ROUTE, async (request) => {
      const id = idOf(request);
      const impact = await records.archive(kind, id, request.staff?.id ?? "", new Date());
      if (!impact) throw missing();
      await audit(request, `portal_${kind}_archived`, id, {
        grantIds: impact.ending.map((grant) => grant.grantId),
        people: impact.people,
      });
      return impact;
    });

    app.delete(`${path}/archive`, STAFF_ROUTE, async (request) => {
      const id = idOf(request);
      const impact = await records.unarchive(kind, id, new Date());
      if (!impact) throw missing();
      await audit(request, `portal_${kind}_unarchived`, id);
      return impact;
    });

    // The audit rows stay, naming the record by id; the name goes into the last one.
    app.delete(path, STAFF_ROUTE, async (request, reply) => {
      const id = idOf(request);
      const removed = await records.remove(kind, id, new Date());
      if (!removed) throw missing();
      if (removed === "in_use") throw portalErrors.inUse();
      await audit(request, `portal_${kind}_deleted`, id, { name: removed.name });
      return reply.code(204).send();
    });
  }

  app.post("/deals/:dealId/grants/:grantId/restore", STAFF_ROUTE, async (request, reply) => {
    const dealId = paramOf(request, "dealId", portalErrors.noGrant);
    const id = grantId.safeParse((request.params as { grantId?: unknown }).grantId);
    if (!id.success) throw portalErrors.noGrant();
    const grant = await records.restoreGrant(dealId, id.data, request.staff?.id ?? "", new Date());
    if (!grant) throw portalErrors.noGrant();
    if (grant === "live") throw portalErrors.notRevoked();
    if (grant === "ended") throw portalErrors.grantEnded();
    if (grant === "archived") throw portalErrors.archived();
    if (grant === "open") throw portalErrors.grantOpen();
    await recordPortalAudit(
      request,
      "portal_grant_restored",
      { dealId, organisationId: grant.organisationId },
      { grantId: grant.id, restoredFrom: id.data, endsAt: grant.endsAt },
    );
    return reply.code(201).send(grant);
  });

  app.get("/questions/waiting", STAFF_ROUTE, async () => records.waitingQuestions());
}
