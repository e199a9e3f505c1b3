import type { FastifyInstance } from "fastify";
import type { PortalRecords } from "#server/portal/records/types.ts";
import type { Sql } from "#server/store/sql.ts";
import { reportingPersonApi } from "./routes.ts";
import { reportingViewAsApi } from "./view-as-routes.ts";

/** The person side of reporting: people's routes under /portal/api, staff's "view as" of them. */
export async function registerReportingPerson(app: FastifyInstance, records: PortalRecords, sql: Sql) {
  await app.register(reportingPersonApi, { prefix: "/portal/api", records, sql });
  await app.register(reportingViewAsApi, { prefix: "/inbox/api/portal", records, sql });
}
