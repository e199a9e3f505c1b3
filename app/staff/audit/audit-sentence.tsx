import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { INQUIRY_STATUSES, type InboxAuditEntry, type InquiryStatus } from "../../../common/inbox-api.ts";
import { auditCopy as copy } from "./audit-copy.ts";

type Detail = Record<string, unknown>;

function detailOf(entry: InboxAuditEntry): Detail {
  return entry.detail && typeof entry.detail === "object" ? (entry.detail as Detail) : {};
}

/** Which sentence of the copy an entry reads as. */
function template(entry: InboxAuditEntry, detail: Detail): string {
  const events = copy.events;
  switch (entry.event) {
    case "account_updated":
      return copy.changes[String(detail.change)] ?? copy.changes.other ?? "";
    case "signed_in":
      return (detail.method === "passkey" ? events.signed_in_passkey : events.signed_in) ?? "";
    case "sign_in_failed":
      return (entry.subject ? events.sign_in_failed_for : events.sign_in_failed) ?? "";
    case "inquiry_assigned":
      if (detail.to === null || detail.to === undefined) return events.inquiry_unassigned ?? "";
      return events.inquiry_assigned ?? "";
    case "visitor_erased":
      return (detail.inquiries === 1 ? events.visitor_erased_one : events.visitor_erased) ?? "";
    default:
      return events[entry.event] ?? events.other ?? "";
  }
}

function actorOf(entry: InboxAuditEntry): string {
  if (entry.actorName) return entry.actorName;
  if (entry.actorEmail) return entry.actorEmail;
  return entry.event === "sign_in_failed" ? copy.someone : copy.operator;
}

function statusOf(value: unknown): string {
  return INQUIRY_STATUSES.includes(value as InquiryStatus)
    ? copy.statuses[value as InquiryStatus]
    : String(value ?? "");
}

/**
 * One audit entry as a sentence: "Ada changed the status of inquiry #812 to Archived". Each
 * name or address from a person is isolated (<bdi>), so a right-to-left override in it cannot
 * reorder the rest; each inquiry number links to the inquiry.
 */
export function AuditSentence({ entry }: { entry: InboxAuditEntry }) {
  const detail = detailOf(entry);
  const subject = entry.subject ?? entry.event;
  const parts = template(entry, detail).split(/(\{\w+\})/);
  const fill = (token: string): ReactNode => {
    switch (token) {
      case "{actor}":
        return <bdi className="who">{actorOf(entry)}</bdi>;
      case "{subject}":
        return <bdi>{subject}</bdi>;
      case "{inquiry}":
        return (
          <Link to={`/inbox/inquiry?${new URLSearchParams({ id: subject })}`}>
            <bdi>{copy.inquiry(subject)}</bdi>
          </Link>
        );
      case "{status}":
        return statusOf(detail.to);
      case "{count}":
        return String(detail.inquiries ?? 0);
      case "{format}":
        return String(detail.format ?? "").toUpperCase();
      default:
        return token;
    }
  };
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence never move.
        <Fragment key={index}>{part.startsWith("{") ? fill(part) : part}</Fragment>
      ))}
    </>
  );
}
