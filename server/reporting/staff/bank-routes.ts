import type { FastifyInstance, FastifyRequest } from "fastify";
import { bodyOf } from "#server/http/request-body.ts";
import { randomId } from "#server/portal/records/random-id.ts";
import { paramOf } from "#server/portal/request-input.ts";
import { STAFF_ROUTE } from "#server/portal/route-table.ts";
import { recordPortalAudit } from "#server/portal/staff/audit-events.ts";
import {
  approveBankDetails,
  type BankDetailsRecord,
  enterBankDetails,
  withdrawBankDetails,
} from "../records/bank-details.ts";
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

  /**
   * A step on pending details, by the one named in the address: what it answers when it
   * does not apply, and its audit row, with the account's identifiers and who entered them.
   */
  const step = async (
    request: FastifyRequest,
    event: "portal_bank_details_approved" | "portal_bank_details_withdrawn",
    take: (dealId: string, id: string) => Promise<BankDetailsRecord | "same_person" | "not_pending" | null>,
  ) => {
    const dealId = await dealOf(deps, request);
    const id = paramOf(request, "bankDetailsId", reportingErrors.noBankDetails);
    const outcome = await take(dealId, id);
    if (!outcome) throw reportingErrors.noBankDetails();
    if (outcome === "same_person") throw reportingErrors.samePerson();
    if (outcome === "not_pending") throw reportingErrors.bankDetailsNotPending();
    const { enteredBy, iban, bic } = outcome;
    await recordPortalAudit(request, event, { dealId }, { bankDetailsId: id, enteredBy, iban, bic });
    return outcome;
  };

  app.post("/deals/:dealId/reporting/bank-details/:bankDetailsId/approve", STAFF_ROUTE, async (request) => {
    const approved = await step(request, "portal_bank_details_approved", (dealId, id) =>
      approveBankDetails(deps.sql, dealId, id, actorOf(request), new Date()),
    );
    return bankDetailsView(approved);
  });

  app.delete("/deals/:dealId/reporting/bank-details/:bankDetailsId", STAFF_ROUTE, async (request, reply) => {
    await step(request, "portal_bank_details_withdrawn", (dealId, id) =>
      withdrawBankDetails(deps.sql, dealId, id),
    );
    return reply.code(204).send();
  });
}
