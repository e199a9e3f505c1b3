import type { FastifyRequest } from "fastify";
import { recordAudit } from "#server/audit/record-audit.ts";
import "#server/auth/staff/require-staff.ts";
import type { ActionContext } from "#server/inbox/records/triage/types.ts";
import type { Actor } from "#server/inbox/records/types.ts";

/** Audit events the inbox writes; the sign-in writes its own to the same log. */
export type InboxAuditEvent =
  | "inquiry_viewed"
  | "inquiry_status_changed"
  | "inquiry_note_added"
  | "inquiries_exported"
  | "visitor_erased";

export interface InboxAudit {
  record(
    request: FastifyRequest,
    event: InboxAuditEvent,
    subject: string | null,
    detail?: object,
  ): Promise<void>;
}

/** The signed-in staff member behind a request (requireStaff has run). */
export function staffOf(request: FastifyRequest): Actor {
  return { id: request.staff?.id ?? null, email: request.staff?.email ?? null };
}

/** Who acts and from where, for changes that write their history and audit rows together. */
export function actionContext(request: FastifyRequest): ActionContext {
  const staff = request.staff;
  if (!staff) throw new Error("actionContext used before requireStaff");
  return {
    actor: { id: staff.id, email: staff.email, name: staff.name },
    ip: request.ip,
    userAgent: request.headers["user-agent"] ?? null,
  };
}

/**
 * Who, when, from where: appended to the sign-in's audit log before the answer goes out,
 * so no action goes unlogged.
 */
export function inboxAudit(): InboxAudit {
  return {
    async record(request, event, subject, detail) {
      const actor = staffOf(request);
      const userAgent = request.headers["user-agent"]?.slice(0, 512) ?? null;
      const authDb = request.server.authDb;
      if (!authDb) throw new Error("the inbox needs the staff sign-in registered first");
      await recordAudit(authDb, {
        event,
        actorId: actor.id,
        actorEmail: actor.email,
        subject,
        detail: detail ? { ...detail } : null,
        ip: request.ip,
        userAgent,
      });
    },
  };
}
