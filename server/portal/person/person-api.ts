import type { FastifyInstance, FastifyRequest } from "fastify";
import { bodyOf } from "#server/http/request-body.ts";
import type { PortalRecords } from "#server/portal/records/types.ts";
import type { Viewer } from "../access.ts";
import { cursorOfRequest, notificationChoice, questionCreate, termsAcceptance } from "../content-inputs.ts";
import { portalErrorHandler, portalErrors } from "../portal-errors.ts";
import { paramOf } from "../request-input.ts";
import { dealRoute, PERSON_ROUTE } from "../route-table.ts";
import { type PersonAuditEvent, recordPersonAudit } from "./audit-events.ts";
import {
  acceptTermsFor,
  askFor,
  dealPageFor,
  homeFor,
  NEEDS,
  questionsPageFor,
  termsViewFor,
  updatesPageFor,
  updateViewFor,
} from "./person-views.ts";

function viewerOf(request: FastifyRequest): Viewer {
  if (!request.portalViewer) throw new Error("deal route without a viewer");
  return request.portalViewer;
}

function personOf(request: FastifyRequest): string {
  if (!request.portalPerson) throw new Error("person route without a person");
  return request.portalPerson.id;
}

/** An audit row about the request's deal, through the first organisation that reaches it. */
const dealAudit = (request: FastifyRequest, event: PersonAuditEvent, detail?: Record<string, unknown>) => {
  const viewer = viewerOf(request);
  return recordPersonAudit(
    request,
    event,
    { dealId: viewer.dealId, organisationId: viewer.organisations[0]?.organisationId },
    {
      ...detail,
      ...(viewer.organisations.length > 1
        ? { through: viewer.organisations.map((o) => o.organisationId) }
        : {}),
    },
  );
};

/**
 * The portal people's own content under /portal/api/ (contract: common/portal-person-api.ts).
 * Home and settings need a person with both factors; every deal route goes through the
 * access rule first (dealRoute). Every view and change is in the audit log.
 */
export async function portalPersonApi(app: FastifyInstance, { records }: { records: PortalRecords }) {
  app.get("/home", PERSON_ROUTE, async (request) => {
    const home = await homeFor(records, personOf(request), new Date());
    await recordPersonAudit(request, "portal_home_viewed", {});
    return home;
  });

  app.get("/deals/:dealId", dealRoute(records, NEEDS.readDeal), async (request) => {
    const page = await dealPageFor(records, viewerOf(request), new Date());
    await dealAudit(request, "portal_deal_viewed");
    return page;
  });

  app.get("/deals/:dealId/terms", dealRoute(records, NEEDS.readTerms), async (request) => {
    const terms = await termsViewFor(records, viewerOf(request));
    await dealAudit(request, "portal_terms_viewed", { version: terms.ready ? terms.version : null });
    return terms;
  });

  app.post(
    "/deals/:dealId/terms/acceptance",
    dealRoute(records, NEEDS.acceptTerms),
    async (request, reply) => {
      const { version } = bodyOf(termsAcceptance, request);
      const userAgent = request.headers["user-agent"] ?? null;
      await acceptTermsFor(records, viewerOf(request), { version, ip: request.ip, userAgent }, new Date());
      await dealAudit(request, "portal_terms_accepted", { version });
      return reply.code(204).send();
    },
  );

  app.get("/deals/:dealId/updates", dealRoute(records, NEEDS.readUpdates), async (request) => {
    const list = await updatesPageFor(records, viewerOf(request), cursorOfRequest(request));
    await dealAudit(request, "portal_updates_listed");
    return list;
  });

  app.get("/deals/:dealId/updates/:updateId", dealRoute(records, NEEDS.readUpdates), async (request) => {
    const updateId = paramOf(request, "updateId", portalErrors.noUpdate);
    const update = await updateViewFor(records, viewerOf(request), updateId, new Date());
    await dealAudit(request, "portal_update_viewed", { updateId });
    return update;
  });

  app.get("/deals/:dealId/questions", dealRoute(records, NEEDS.readQuestions), async (request) => {
    const list = await questionsPageFor(records, viewerOf(request), cursorOfRequest(request));
    await dealAudit(request, "portal_questions_listed");
    return list;
  });

  app.post("/deals/:dealId/questions", dealRoute(records, NEEDS.ask), async (request, reply) => {
    const { body } = bodyOf(questionCreate, request);
    const viewer = viewerOf(request);
    const { question, organisationId } = await askFor(records, viewer, body, new Date());
    await recordPersonAudit(
      request,
      "portal_question_asked",
      { dealId: viewer.dealId, organisationId },
      {
        questionId: question.id,
      },
    );
    return reply.code(201).send(question);
  });

  app.get("/settings/notifications", PERSON_ROUTE, async (request) => {
    const settings = await records.notificationSettings(personOf(request));
    await recordPersonAudit(request, "portal_settings_viewed", {});
    return settings;
  });

  app.put("/settings/notifications", PERSON_ROUTE, async (request) => {
    const { updates } = bodyOf(notificationChoice, request);
    const settings = await records.setNotificationSettings(personOf(request), updates);
    await recordPersonAudit(request, "portal_settings_changed", {}, { updates });
    return settings;
  });

  app.setErrorHandler(portalErrorHandler);
}
