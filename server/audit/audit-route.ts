import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireStaff } from "#server/auth/staff/require-staff.ts";
import { inboxErrors } from "#server/inbox/inbox-error.ts";
import type { SubmissionStore } from "#server/store/index.ts";

/** Entries to a page of the audit page. */
const AUDIT_PAGE = 100;

/** A portal record's id as the portal's API gives it (22 characters of base64url). */
const recordId = z.string().regex(/^[A-Za-z0-9_-]{22}$/);

const auditQuery = z.object({
  actor: z.string().trim().max(254).optional(),
  deal: recordId.optional(),
  organisation: recordId.optional(),
  person: recordId.optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  before: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});

function parsedDetail(detail: string | null): unknown {
  if (detail === null) return null;
  try {
    return JSON.parse(detail);
  } catch {
    return detail;
  }
}

/**
 * `GET /inbox/api/audit`: the append-only log, newest first, by staff member, date, and the
 * portal's deal, organisation or person it is about.
 */
export function registerAudit(app: FastifyInstance, store: SubmissionStore): void {
  app.get("/audit", { preHandler: requireStaff }, async (request) => {
    const parsed = auditQuery.safeParse(request.query);
    if (!parsed.success)
      throw inboxErrors.invalid(`The parameter "${parsed.error.issues[0]?.path.join(".")}" is not valid.`);
    const { actor, deal, organisation, person, from, to, before } = parsed.data;
    const entries = await store.inbox.audit({
      actor: actor || undefined,
      deal,
      organisation,
      person,
      from: from ? new Date(from) : undefined,
      to: to ? new Date(to) : undefined,
      before,
      limit: AUDIT_PAGE,
    });
    const last = entries.at(-1);
    const names = await store.triage.names(
      entries.flatMap((entry) => (entry.actorId ? [entry.actorId] : [])),
    );
    return {
      entries: entries.map((entry) => ({
        id: entry.id,
        at: entry.at.toISOString(),
        actorEmail: entry.actorEmail,
        actorName: entry.actorId ? (names.get(entry.actorId) ?? null) : null,
        event: entry.event,
        subject: entry.subject,
        detail: parsedDetail(entry.detail),
        deal: entry.deal,
        organisation: entry.organisation,
        person: entry.person,
        ...(entry.reading ? { reading: entry.reading } : {}),
      })),
      nextBefore: entries.length === AUDIT_PAGE && last ? last.id : null,
    };
  });
}
