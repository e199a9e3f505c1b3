import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { REPLY_MAX_LENGTH, REPLY_SUBJECT, type ReplyAnswer } from "#common/inbox-api.ts";
import { requireStaff } from "#server/auth/staff/require-staff.ts";
import { bodyOf } from "#server/http/request-body.ts";
import type { SubmissionStore } from "#server/store/index.ts";
import { actionContext } from "./inbox-audit.ts";
import { inboxErrors } from "./inbox-error.ts";
import { historyJson, receiptJson } from "./inquiry-json.ts";
import { idOf } from "./inquiry-routes.ts";
import { triageMessages } from "./triage-text.ts";

const replyBody = z.object({
  requestId: z
    .string()
    .min(8)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
  body: z.string().trim().min(1).max(REPLY_MAX_LENGTH),
});

export interface ReplyMail {
  canSend: boolean;
  /** Wakes the worker that sends replies (a new one is queued). */
  wake(): void;
}

/**
 * `POST /inquiries/:id/replies`: queues the reply in the outbox once per requestId (201;
 * a repeated request answers the same entry with 200), from MAIL_FROM with Reply-To the
 * staff member, and sets the inquiry to Replied with an undoable receipt.
 */
export function registerReplies(app: FastifyInstance, store: SubmissionStore, mail: ReplyMail): void {
  app.post("/inquiries/:id/replies", { preHandler: requireStaff }, async (request, reply) => {
    const id = idOf(request);
    if (!mail.canSend) throw inboxErrors.refused(503, "mail_not_configured", triageMessages.mailOff);
    const { requestId, body } = bodyOf(replyBody, request, {
      message: triageMessages.replyBody(REPLY_MAX_LENGTH),
      anyMediaType: true,
    });
    const context = actionContext(request);
    const outcome = await store.triage.reply(
      {
        inquiryId: id,
        requestId,
        body,
        subject: REPLY_SUBJECT,
        replyTo: { name: context.actor.name ?? "", address: context.actor.email },
      },
      context,
    );
    if ("refused" in outcome) {
      if (outcome.refused === "not_found") throw inboxErrors.notFound();
      throw inboxErrors.refused(409, "request_reused", triageMessages.requestReused);
    }
    if (!outcome.repeated) mail.wake();
    const answer: ReplyAnswer = { entry: historyJson(outcome.entry), action: receiptJson(outcome.receipt) };
    return reply.code(outcome.repeated ? 200 : 201).send(answer);
  });
}
