import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { Viewer } from "#server/portal/access.ts";
import { roleAllows } from "#server/portal/capabilities.ts";
import { portalErrors } from "#server/portal/portal-errors.ts";
import { recordId } from "#server/portal/request-input.ts";

const day = z.iso.date();
const query = z.object({ asOf: day.optional(), organisationId: recordId.optional() }).strict();

/** What a reporting route was asked: the day (today, UTC, unless chosen) and the organisation. */
export interface ReportingQuery {
  asOf: string;
  organisationId: string | undefined;
}

export function reportingQueryOf(request: FastifyRequest, now: Date): ReportingQuery {
  const parsed = query.safeParse(request.query ?? {});
  if (!parsed.success)
    throw portalErrors.invalid("asOf: a day as YYYY-MM-DD; organisationId: one of your organisations' ids.");
  return {
    asOf: parsed.data.asOf ?? now.toISOString().slice(0, 10),
    organisationId: parsed.data.organisationId,
  };
}

/**
 * The organisation whose figures are asked for: the one named, if the person reaches the
 * deal through it with a role that allows the need, else the first such. Naming any other
 * organisation (another investor's, or one where the person's role does not allow it) is
 * answered as a deal they cannot reach, so a guessed id tells nothing.
 */
export function organisationFor(viewer: Viewer, asked: string | undefined): string {
  const chosen = asked ?? viewer.through[0];
  if (!chosen || !viewer.through.includes(chosen)) throw portalErrors.access(404, "not_found");
  return chosen;
}

/** Whether the person's role in that organisation lets them see where to pay (tax does not). */
export function seesBankDetails(viewer: Viewer, organisationId: string): boolean {
  return viewer.organisations.some(
    (path) =>
      path.organisationId === organisationId &&
      roleAllows(path.role, { resource: "reporting", action: "bank_details" }),
  );
}
