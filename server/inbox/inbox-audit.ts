import type { FastifyRequest } from "fastify";
import type { Actor } from "../store/inbox-types.ts";
import type { SubmissionStore } from "../store/index.ts";

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

/** Who, when, from where: appended before the answer goes out, so no action goes unlogged. */
export function inboxAudit(store: SubmissionStore): InboxAudit {
  return {
    async record(request, event, subject, detail) {
      await store.inbox.recordAudit({
        actor: staffOf(request),
        event,
        subject,
        detail,
        ip: request.ip,
        userAgent: request.headers["user-agent"]?.slice(0, 512) ?? null,
      });
    },
  };
}
