import type { NotificationFailure } from "#server/store/outbox-types.ts";
import type { InboxFilter } from "../types.ts";
import { ACTIVE_STAFF, changeOp } from "./actions.ts";
import { erasurePreviewOp, exportExtrasOp, historyOp, namesOp, noteOp } from "./history.ts";
import { RequestRepeated, repeatedReplyOp, replyOp } from "./replies.ts";
import {
  type ClaimedReply,
  claimRepliesOp,
  markRepliesFailedOp,
  markRepliesSentOp,
  releaseRepliesOp,
} from "./reply-outbox.ts";
import type { OpRunner } from "./run.ts";
import { type Dialect, query } from "./sql.ts";
import type { StaffMember, TriageRecords, ViewCountRows } from "./types.ts";
import { undoOp } from "./undo.ts";

/** The replies' outbox, seen by the mail worker (same contract as the notification outbox). */
export interface ReplyOutbox {
  claim(claimer: string, limit: number, leaseMs: number): Promise<ClaimedReply[]>;
  markSent(claimer: string, ids: readonly string[]): Promise<void>;
  markFailed(claimer: string, failures: readonly NotificationFailure[]): Promise<void>;
  release(claimer: string, ids: readonly string[]): Promise<void>;
}

export function triageRecords(
  run: OpRunner,
  d: Dialect,
  counts: (filter: InboxFilter, cap: number) => Promise<ViewCountRows>,
): TriageRecords {
  return {
    async activeStaff() {
      const rows = await run.read(query(`${ACTIVE_STAFF} ORDER BY lower(u."name"), u."email"`, d.true));
      return rows.map(
        (row): StaffMember => ({ id: String(row.id), name: String(row.name), email: String(row.email) }),
      );
    },
    names: (ids) => run.read(namesOp(d, ids)),
    change: (ids, change, context, detail = {}, view) =>
      run.write(changeOp(d, ids, change, context, detail, view)),
    undo: (actionId, context) => run.write(undoOp(d, actionId, context)),
    history: (inquiryId, before, limit) => run.read(historyOp(inquiryId, before, limit)),
    addNote: (inquiryId, context, body, max) => run.write(noteOp(d, inquiryId, context, body, max)),
    async reply(request, context) {
      try {
        return await run.write(replyOp(d, request, context));
      } catch (error) {
        if (!(error instanceof RequestRepeated)) throw error;
        return run.read(repeatedReplyOp(request, context));
      }
    },
    counts,
    erasurePreview: (email) => run.read(erasurePreviewOp(email)),
    exportExtras: (ids) => run.read(exportExtrasOp(d, ids)),
  };
}

export function replyOutbox(run: OpRunner, d: Dialect): ReplyOutbox {
  return {
    claim: (claimer, limit, leaseMs) => run.write(claimRepliesOp(d, claimer, limit, leaseMs)),
    markSent: (_claimer, ids) => run.write(markRepliesSentOp(d, ids)),
    markFailed: (claimer, failures) => run.write(markRepliesFailedOp(claimer, failures)),
    release: (claimer, ids) => run.write(releaseRepliesOp(d, claimer, ids)),
  };
}
