import type {
  InboxHistoryEntry,
  InboxListItem,
  InboxPage,
  InboxInquiry as InquiryJson,
} from "../../common/inbox-api.ts";
import type { HistoryEntry, InboxInquiry, InboxInquiryDetail } from "../store/inbox-types.ts";
import { encodeCursor } from "./cursor.ts";
import { excerpt, highlight } from "./highlight.ts";

/** One row of the list, with the searched words marked in segments (text, never HTML). */
export function listItemJson(inquiry: InboxInquiry, words: readonly string[]): InboxListItem {
  return {
    id: inquiry.id,
    receivedAt: inquiry.createdAt.toISOString(),
    name: inquiry.name,
    email: inquiry.email,
    fundType: inquiry.fund_type,
    aum: inquiry.aum,
    status: inquiry.status,
    owner: null,
    highlights: {
      name: highlight(inquiry.name, words),
      email: highlight(inquiry.email, words),
      message: excerpt(inquiry.message, words),
    },
  };
}

export function pageJson(rows: InboxInquiry[], words: readonly string[], pageSize: number): InboxPage {
  const last = rows.at(-1);
  return {
    items: rows.map((row) => listItemJson(row, words)),
    nextCursor: rows.length === pageSize && last ? encodeCursor(last.position) : null,
  };
}

export function historyJson(entry: HistoryEntry): InboxHistoryEntry {
  const base = { id: entry.id, at: entry.at.toISOString(), by: entry.actor.email, byName: null };
  return entry.kind === "note"
    ? { kind: "note" as const, ...base, body: entry.body }
    : { kind: "status" as const, ...base, from: entry.from, to: entry.to, undoOf: null };
}

export function detailJson(inquiry: InboxInquiryDetail): InquiryJson {
  return {
    id: inquiry.id,
    receivedAt: inquiry.createdAt.toISOString(),
    name: inquiry.name,
    email: inquiry.email,
    message: inquiry.message,
    fundType: inquiry.fund_type,
    aum: inquiry.aum,
    status: inquiry.status,
    owner: null,
    delivery: {
      state: inquiry.delivery.state,
      attempts: inquiry.delivery.attempts,
      sentAt: inquiry.delivery.sentAt?.toISOString() ?? null,
      lastError: inquiry.delivery.lastError,
    },
    history: inquiry.history.map(historyJson),
    olderHistory: null,
  };
}
