import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ApiError } from "#server/http/api-error.ts";
import { bodyOf } from "#server/http/request-body.ts";
import { randomId } from "#server/portal/records/random-id.ts";
import { paramOf } from "#server/portal/request-input.ts";
import { STAFF_ROUTE } from "#server/portal/route-table.ts";
import { type PortalAuditEvent, recordPortalAudit } from "#server/portal/staff/audit-events.ts";
import { applyImport, undoImport } from "../records/import-apply.ts";
import { chooseMatches, insertImport, readImport } from "../records/imports.ts";
import { grantedOrganisations } from "../records/organisations.ts";
import type { SettingsRecord } from "../records/settings.ts";
import { actorOf, type ReportingDeps, reportingDealOf } from "./deps.ts";
import { reportingErrors } from "./errors.ts";
import { MAX_IMPORT_BYTES, readImportFile } from "./import-file.ts";
import { matchLines } from "./import-match.ts";
import { importView } from "./import-view.ts";
import { matchesInput } from "./inputs.ts";

const IMPORT = "/deals/:dealId/reporting/imports/:importId";

/** The one file of a multipart body, read whole (bounded), or the refusal that fits. */
async function uploadedFile(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw reportingErrors.invalid("Send the file as multipart/form-data.");
  try {
    const file = await request.file({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5 } });
    if (!file) throw reportingErrors.invalid("The request holds no file.");
    const bytes = await file.toBuffer();
    // A file cut at the limit would be read as a shorter, valid-looking one.
    if (file.file.truncated) throw reportingErrors.fileTooLarge();
    return { name: (file.filename || "import").slice(0, 255), bytes };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === "FST_REQ_FILE_TOO_LARGE") throw reportingErrors.fileTooLarge();
    if (statusCode !== undefined && statusCode < 500)
      throw reportingErrors.invalid("The multipart body could not be read.");
    throw error;
  }
}

/** The administrator's file: uploaded and matched, previewed, applied whole, undone as one step. */
export async function registerImportRoutes(app: FastifyInstance, deps: ReportingDeps) {
  await app.register(multipart, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } });
  const read = async (settings: SettingsRecord, id: string) => {
    const record = await readImport(deps.sql, settings.dealId, id);
    if (!record) throw reportingErrors.noImport();
    return importView(record, settings.currency);
  };
  const idOf = (request: FastifyRequest) => paramOf(request, "importId", reportingErrors.noImport);
  // Every step's audit entry names the deal and the import.
  const audit = (
    request: FastifyRequest,
    event: PortalAuditEvent,
    settings: SettingsRecord,
    importId: string,
    details: Record<string, unknown>,
  ) => recordPortalAudit(request, event, { dealId: settings.dealId }, { importId, ...details });

  app.post("/deals/:dealId/reporting/imports", STAFF_ROUTE, async (request, reply) => {
    const settings = await reportingDealOf(deps, request);
    const file = await uploadedFile(request);
    const organisations = await grantedOrganisations(deps.sql, settings.dealId, new Date());
    const lines = matchLines(await readImportFile(file.bytes), organisations, settings.currency);
    const id = randomId();
    await insertImport(
      deps.sql,
      { id, dealId: settings.dealId, fileName: file.name, lines },
      actorOf(request),
      new Date(),
    );
    const view = await read(settings, id);
    await audit(request, "portal_import_uploaded", settings, id, {
      fileName: view.fileName,
      lines: view.lines.length,
      blockedLines: view.blockedLines.length,
    });
    return reply.code(201).send(view);
  });

  app.get(IMPORT, STAFF_ROUTE, async (request) => read(await reportingDealOf(deps, request), idOf(request)));

  app.put(`${IMPORT}/matches`, STAFF_ROUTE, async (request) => {
    const settings = await reportingDealOf(deps, request);
    const id = idOf(request);
    const input = bodyOf(matchesInput, request);
    const before = await read(settings, id);
    const granted = new Set(
      (await grantedOrganisations(deps.sql, settings.dealId, new Date())).map((o) => o.id),
    );
    const known = new Set(before.lines.map((line) => line.line));
    const wrong = input.matches.find((match) => !known.has(match.line) || !granted.has(match.organisationId));
    if (wrong)
      throw reportingErrors.invalid(
        `matches: line ${wrong.line} is not in the file, or its organisation has no access to this deal.`,
      );
    if (!(await chooseMatches(deps.sql, id, input.matches))) throw reportingErrors.importNotPending();
    await audit(request, "portal_import_matched", settings, id, {
      matches: input.matches,
    });
    return read(settings, id);
  });

  app.post(`${IMPORT}/apply`, STAFF_ROUTE, async (request) => {
    const settings = await reportingDealOf(deps, request);
    const id = idOf(request);
    const outcome = await applyImport(deps.sql, settings.dealId, id, actorOf(request), new Date());
    if (!outcome) throw reportingErrors.noImport();
    if (outcome === "blocked") throw reportingErrors.importBlocked();
    if (outcome === "not_pending") throw reportingErrors.importNotPending();
    const view = await read(settings, id);
    await audit(request, "portal_import_applied", settings, id, {
      lines: view.lines.length,
    });
    return view;
  });

  app.post(`${IMPORT}/undo`, STAFF_ROUTE, async (request) => {
    const settings = await reportingDealOf(deps, request);
    const id = idOf(request);
    const outcome = await undoImport(deps.sql, settings.dealId, id, actorOf(request), new Date());
    if (!outcome) throw reportingErrors.noImport();
    if (outcome === "not_applied") throw reportingErrors.importNotApplied();
    await audit(request, "portal_import_undone", settings, id, {
      cashFlowsRemoved: outcome.removed,
    });
    return read(settings, id);
  });
}
