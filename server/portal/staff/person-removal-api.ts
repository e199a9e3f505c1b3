import type { FastifyInstance } from "fastify";
import { recordAudit } from "#server/audit/record-audit.ts";
import type { AuthDatabase } from "#server/auth/database.ts";
import { ApiError } from "#server/http/api-error.ts";
import { portalErrorHandler, portalErrors } from "../portal-errors.ts";
import { paramOf } from "../request-input.ts";
import { STAFF_ROUTE } from "../route-table.ts";
import { deletePerson, personRemoval } from "./person-removal.ts";

const hasQuestions = () =>
  new ApiError(
    409,
    "has_questions",
    "This person asked questions, which stay on their deals: revoke their access instead of deleting them.",
  );

/** Staff routes, under /inbox/api/portal: what deleting a person removes, then the deletion. */
export async function personRemovalApi(app: FastifyInstance, { db }: { db: AuthDatabase }) {
  app.get("/people/:personId/removal", STAFF_ROUTE, async (request) => {
    const removal = await personRemoval(db, paramOf(request, "personId", portalErrors.noPerson));
    if (!removal) throw portalErrors.noPerson();
    return removal;
  });

  app.delete("/people/:personId", STAFF_ROUTE, async (request, reply) => {
    const personId = paramOf(request, "personId", portalErrors.noPerson);
    const removed = await deletePerson(db, personId);
    if (removed === "no_person") throw portalErrors.noPerson();
    if (removed === "has_questions") throw hasQuestions();
    const { name, email, ...counts } = removed;
    await recordAudit(db, {
      event: "portal_person_deleted",
      actorId: request.staff?.id ?? null,
      actorEmail: request.staff?.email ?? null,
      subject: `person:${personId}`,
      detail: { personId, name, email, ...counts },
      ip: request.ip,
      userAgent: request.headers["user-agent"] ?? null,
      personId,
    });
    return reply.code(204).send();
  });

  app.setErrorHandler(portalErrorHandler);
}
