import type { FastifyRequest } from "fastify";
import { portalErrors } from "#server/portal/portal-errors.ts";
import type { PortalRecords } from "#server/portal/records/types.ts";
import { paramOf } from "#server/portal/request-input.ts";
import type { Sql } from "#server/store/sql.ts";
import { readSettings, type SettingsRecord } from "../records/settings.ts";
import { reportingErrors } from "./errors.ts";

/** What the staff routes of the reporting use: the portal's records and their connection. */
export interface ReportingDeps {
  records: Pick<PortalRecords, "getDeal">;
  sql: Sql;
  /** Notices were queued in the portal's outbox: send them now rather than at the next poll. */
  wakeNotices: () => void;
}

export const actorOf = (request: FastifyRequest) => request.staff?.id ?? "";

/** The deal named in the URL, or 404. */
export async function dealOf(deps: ReportingDeps, request: FastifyRequest): Promise<string> {
  const dealId = paramOf(request, "dealId", portalErrors.noDeal);
  if (!(await deps.records.getDeal(dealId))) throw portalErrors.noDeal();
  return dealId;
}

/** The deal and its reporting settings: amounts mean nothing before its currency is set (409). */
export async function reportingDealOf(deps: ReportingDeps, request: FastifyRequest): Promise<SettingsRecord> {
  const dealId = await dealOf(deps, request);
  const settings = await readSettings(deps.sql, dealId);
  if (!settings) throw reportingErrors.noSettings();
  return settings;
}
