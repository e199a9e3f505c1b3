import type { FastifyInstance } from "fastify";
import { bodyOf } from "#server/http/request-body.ts";
import type { PortalRecords } from "#server/portal/records/types.ts";
import { signInState } from "../accounts/sign-in-state.ts";
import { portalErrors } from "../portal-errors.ts";
import { listPageOf, paramOf } from "../request-input.ts";
import { STAFF_ROUTE } from "../route-table.ts";
import { recordPortalAudit } from "./audit-events.ts";
import { personCreate, personPatch } from "./record-inputs.ts";

/** People (the portal's users' records): listed, created, read with their memberships, edited. */
export function registerPersonRoutes(app: FastifyInstance, records: PortalRecords): void {
  app.get("/people", STAFF_ROUTE, async (request) => records.listPeople(listPageOf(request)));

  app.post("/people", STAFF_ROUTE, async (request, reply) => {
    const input = bodyOf(personCreate, request);
    const person = await records.createPerson(input, request.staff?.id ?? "", new Date());
    if (typeof person === "string") throw portalErrors.emailTaken();
    await recordPortalAudit(request, "portal_person_created", { personId: person.id });
    return reply.code(201).send(person);
  });

  app.get("/people/:personId", STAFF_ROUTE, async (request) => {
    const person = await records.getPerson(paramOf(request, "personId", portalErrors.noPerson));
    if (!person) throw portalErrors.noPerson();
    const db = request.server.authDb;
    return db ? { ...person, signIn: await signInState(db, person.id) } : person;
  });

  app.patch("/people/:personId", STAFF_ROUTE, async (request) => {
    const personId = paramOf(request, "personId", portalErrors.noPerson);
    const input = bodyOf(personPatch, request);
    const person = await records.updatePerson(personId, input, new Date());
    if (!person) throw portalErrors.noPerson();
    if (typeof person === "string") throw portalErrors.emailTaken();
    await recordPortalAudit(request, "portal_person_updated", { personId }, { fields: Object.keys(input) });
    return person;
  });
}
