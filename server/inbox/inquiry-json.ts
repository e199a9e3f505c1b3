import type {
  ActionReceipt,
  InboxHistoryEntry,
  InboxListItem,
  InboxPage,
  InboxInquiry as InquiryJson,
  InquiryOwner,
} from "#common/inbox-api.ts";
import type { HistoryPage, Receipt } from "#server/inbox/records/triage/types.ts";
import type {
  HistoryEntry,
  InboxInquiry,
  InboxInquiryDetail,
  OwnerRef,
} from "#server/inbox/records/types.ts";
import { encodeCursor } from "./cursor.ts";
import { excerpt, highlight } from "./highlight.ts";
import { FORMER_STAFF } from "./triage-text.ts";

/** Staff names by id, for owners; an id without an account reads as a former member. */
export type Names = ReadonlyMap<string, string>;

export function ownerJson(ownerId: string | null, names: Names): InquiryOwner {
  return ownerId === null ? null : { id: ownerId, name: names.get(ownerId) ?? FORMER_STAFF };
}

/** One row of the list, with the searched words marked in segments (text, never HTML). */
export function listItemJson(
  inquiry: InboxInquiry,
  words: readonly string[],
  names: Names = new Map(),
): InboxListItem {
  return {
    id: inquiry.id,
    receivedAt: inquiry.createdAt.toISOString(),
    name: inquiry.name,
    email: inquiry.email,
    fundType: inquiry.fund_type,
    aum: inquiry.aum,
    status: inquiry.status,
    owner: ownerJson(inquiry.ownerId ?? null, names),
    highlights: {
      name: highlight(inquiry.name, words),
      email: highlight(inquiry.email, words),
      message: excerpt(inquiry.message, words),
    },
  };
}

export function pageJson(
  rows: InboxInquiry[],
  words: readonly string[],
  pageSize: number,
  names: Names = new Map(),
  liveFrom: string | null = null,
): InboxPage {
  const last = rows.at(-1);
  return {
    items: rows.map((row) => listItemJson(row, words, names)),
    nextCursor: rows.length === pageSize && last ? encodeCursor(last.position) : null,
    liveFrom,
  };
}

const ownerRefJson = (ref: OwnerRef): InquiryOwner =>
  ref === null ? null : { id: ref.id, name: ref.name ?? FORMER_STAFF };

export function historyJson(entry: HistoryEntry): InboxHistoryEntry {
  const base = {
    id: entry.id,
    at: entry.at.toISOString(),
    by: entry.actor.email,
    byName: entry.actor.name ?? null,
  };
  switch (entry.kind) {
    case "note":
      return { kind: "note", ...base, body: entry.body };
    case "status":
      return { kind: "status", ...base, from: entry.from, to: entry.to, undoOf: entry.undoOf ?? null };
    case "owner":
      return {
        kind: "owner",
        ...base,
        from: ownerRefJson(entry.from),
        to: ownerRefJson(entry.to),
        undoOf: entry.undoOf,
      };
    case "reply":
      return {
        kind: "reply",
        ...base,
        subject: entry.subject,
        body: entry.body,
        delivery: {
          state: entry.delivery.state,
          attempts: entry.delivery.attempts,
          sentAt: entry.delivery.sentAt?.toISOString() ?? null,
          lastError: entry.delivery.lastError,
        },
      };
  }
}

export function receiptJson(receipt: Receipt | null): ActionReceipt | null {
  return receipt && { id: receipt.id, undoUntil: receipt.undoUntil.toISOString(), changed: receipt.changed };
}

/** One inquiry with the newest page of its history, oldest first. */
export function detailJson(inquiry: InboxInquiryDetail, history: HistoryPage, names: Names): InquiryJson {
  return {
    id: inquiry.id,
    receivedAt: inquiry.createdAt.toISOString(),
    name: inquiry.name,
    email: inquiry.email,
    message: inquiry.message,
    fundType: inquiry.fund_type,
    aum: inquiry.aum,
    status: inquiry.status,
    owner: ownerJson(inquiry.ownerId, names),
    delivery: {
      state: inquiry.delivery.state,
      attempts: inquiry.delivery.attempts,
      sentAt: inquiry.delivery.sentAt?.toISOString() ?? null,
      lastError: inquiry.delivery.lastError,
    },
    history: history.entries.map(historyJson).reverse(),
    olderHistory: history.nextBefore,
  };
}
