import type { FastifyInstance } from "fastify";
import { bodyOf } from "#server/http/request-body.ts";
import { randomId } from "#server/portal/records/random-id.ts";
import { paramOf } from "#server/portal/request-input.ts";
import { STAFF_ROUTE } from "#server/portal/route-table.ts";
import { recordPortalAudit } from "#server/portal/staff/audit-events.ts";
import { approveBankDetails, enterBankDetails, withdrawBankDetails } from "../records/bank-details.ts";
import { actorOf, dealOf, type ReportingDeps } from "./deps.ts";
import { reportingErrors } from "./errors.ts";
import { bankDetailsInput } from "./inputs.ts";
import { bankDetailsView } from "./views.ts";

/**
 * Bank details for calls, under four eyes: one staff member enters them (pending, seen by
 * no investor), a different one approves them, and pending ones can be withdrawn. Every
 * step is in the audit log, with the account's identifiers, so that any change can be
 * traced to the people who made it.
 */
export function registerBankDetailsRoutes(app: FastifyInstance, deps: ReportingDeps): void {
  app.post("/deals/:dealId/reporting/bank-details", STAFF_ROUTE, async (request, reply) => {
    const dealId = await dealOf(deps, request);
    const input = bodyOf(bankDetailsInput, request);
    const details = await enterBankDetails(
      deps.sql,
      { id: randomId(), dealId, ...input },
      actorOf(request),
      new Date(),
    );
    await recordPortalAudit(
      request,
      "portal_bank_details_entered",
      { dealId },
      { bankDetailsId: details.id, bankName: details.bankName, iban: details.iban, bic: details.bic },
    );
    return reply.code(201).send(bankDetailsView(details));
  });

  app.post("/deals/:dealId/reporting/bank-details/:bankDetailsId/approve", STAFF_ROUTE, async (request) => {
    const dealId = await dealOf(deps, request);
    const id = paramOf(request, "bankDetailsId", reportingErrors.noBankDetails);
    const outcome = await approveBankDetails(deps.sql, dealId, id, actorOf(request), new Date());
    if (!outcome) throw reportingErrors.noBankDetails();
    if (outcome === "same_person") throw reportingErrors.samePerson();
    if (outcome === "not_pending") throw reportingErrors.bankDetailsNotPending();
    await recordPortalAudit(
      request,
      "portal_bank_details_approved",
      { dealId },
      { bankDetailsId: id, enteredBy: outcome.enteredBy, iban: outcome.iban, bic: outcome.bic },
    );
    return bankDetailsView(outcome);
  });

  app.delete("/deals/:dealId/reporting/bank-details/:bankDetailsId", STAFF_ROUTE, async (request, reply) => {
    const dealId = await dealOf(deps, request);
    const id = paramOf(request, "bankDetailsId", reportingErrors.noBankDetails);
    const outcome = await withdrawBankDetails(deps.sql, dealId, id);
    if (!outcome) throw reportingErrors.noBankDetails();
    if (outcome === "not_pending") throw reportingErrors.bankDetailsNotPending();
    await recordPortalAudit(
      request,
      "portal_bank_details_withdrawn",
      { dealId },
      { bankDetailsId: id, enteredBy: outcome.enteredBy, iban: outcome.iban, bic: outcome.bic },
    );
    return reply.code(204).send();
  });
}
