import { changeOp } from "./actions.ts";
import { entryOp } from "./history.ts";
import { addAudit, addHistory } from "./rows.ts";
import { type Dialect, dateOf, type Op, one, query } from "./sql.ts";
import type { ActionContext, Receipt, ReplyOutcome, ReplyRequest } from "./types.ts";

/** Thrown inside the reply's transaction when its request id is taken: everything rolls back. */
export class RequestRepeated extends Error {}

/**
 * Queues a reply: its history entry, its outbox row and the status Replied (an undoable
 * action), in one transaction. The outbox's UNIQUE request_id decides a race between two
 * instances: the loser's insert does nothing, and its transaction rolls back.
 */
export function* replyOp(d: Dialect, request: ReplyRequest, context: ActionContext): Op<ReplyOutcome> {
  const inquiry = yield* one(
    `SELECT id, email FROM contact_submissions WHERE id = ? ${d.forUpdate}`,
    Number(request.inquiryId),
  );
  if (!inquiry) return { refused: "not_found" };
  const at = new Date().toISOString();
  const [historyId = ""] = yield* addHistory(
    [{ submissionId: request.inquiryId, kind: "reply", body: request.body }],
    at,
    context,
  );
  const queued = yield* one(
    `INSERT INTO reply_outbox (history_id, submission_id, request_id, to_address, reply_to,
       reply_to_name, subject, next_attempt_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (request_id) DO NOTHING RETURNING history_id`,
    Number(historyId),
    Number(request.inquiryId),
    request.requestId,
    String(inquiry.email),
    request.replyTo.address,
    request.replyTo.name,
    request.subject,
    at,
  );
  if (!queued) throw new RequestRepeated();
  // The body stays out of the audit log, as a note's does.
  yield* addAudit(
    [{ event: "inquiry_replied", subject: request.inquiryId, detail: { reply: historyId } }],
    at,
    context,
  );
  const status = yield* changeOp(d, [request.inquiryId], { status: "replied" }, context, {
    reply: historyId,
  });
  const receipt = "receipt" in status ? status.receipt : null;
  if (receipt)
    yield* query(
      "UPDATE reply_outbox SET action_id = ? WHERE history_id = ?",
      Number(receipt.id),
      Number(historyId),
    );
  const entry = yield* entryOp(historyId);
  if (!entry) throw new Error("the reply's history entry vanished in its own transaction");
  return { entry, receipt, repeated: false };
}

/** The reply a request id already queued: answered again to its author, for the same inquiry. */
export function* repeatedReplyOp(request: ReplyRequest, context: ActionContext): Op<ReplyOutcome> {
  const row = yield* one(
    `SELECT o.history_id, o.submission_id, o.action_id, h.actor_id, a.undo_until
     FROM reply_outbox o JOIN inquiry_history h ON h.id = o.history_id
     LEFT JOIN inbox_actions a ON a.id = o.action_id WHERE o.request_id = ?`,
    request.requestId,
  );
  if (!row) return { refused: "not_found" };
  if (String(row.submission_id) !== request.inquiryId || String(row.actor_id) !== context.actor.id)
    return { refused: "request_reused" };
  const entry = yield* entryOp(String(row.history_id));
  if (!entry) return { refused: "not_found" };
  const receipt: Receipt | null =
    row.action_id === null
      ? null
      : { id: String(row.action_id), undoUntil: dateOf(row.undo_until), changed: [request.inquiryId] };
  return { entry, receipt, repeated: true };
}
