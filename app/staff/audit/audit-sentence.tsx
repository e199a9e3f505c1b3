import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import {
  INQUIRY_STATUSES,
  type InboxAuditEntry,
  type InboxAuditRecord,
  type InquiryStatus,
} from "#common/inbox-api.ts";
import { auditCopy as copy } from "./audit-copy.ts";
import { readingCopy } from "./reading-copy.ts";

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
    case "portal_viewed_as":
      // A look at the data room says so ("look": documents, document, page text, page image).
      if (entry.deal && detail.look) return events.portal_viewed_as_documents ?? "";
      return (entry.deal ? events.portal_viewed_as_deal : events.portal_viewed_as) ?? "";
    case "portal_document_opened":
      return readingCopy.opened;
    case "portal_question_answered":
      return (
        (detail.published ? events.portal_question_answered_published : events.portal_question_answered) ?? ""
      );
    default:
      return events[entry.event] ?? (isPortal(entry) ? events.generic : events.other) ?? "";
  }
}

const RECORDS = ["deal", "organisation", "person"] as const;
const RECORD_PATHS = { deal: "deals", organisation: "organisations", person: "people" } as const;

/** An event about the portal (its name says so, or it names a portal record). */
function isPortal(entry: InboxAuditEntry): boolean {
  return entry.event.startsWith("portal_") || RECORDS.some((kind) => entry[kind] !== null);
}

/** "portal_update_read" as "Update read": an event with no sentence of its own still reads. */
function eventWords(event: string): string {
  const words = event.replace(/^portal_/, "").replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A portal record in a sentence: its name now, a link to its screen; erased, said so. */
function RecordLink({ kind, record }: { kind: (typeof RECORDS)[number]; record: InboxAuditRecord | null }) {
  if (!record) return <>{copy.records.gone}</>;
  if (record.name === null) return <>{copy.records.gone}</>;
  return (
    <Link to={`/inbox/portal/${RECORD_PATHS[kind]}/${record.id}`}>
      <bdi>{record.name}</bdi>
    </Link>
  );
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
      case "{deal}":
      case "{organisation}":
      case "{person}": {
        const kind = token.slice(1, -1) as (typeof RECORDS)[number];
        return <RecordLink kind={kind} record={entry[kind]} />;
      }
      case "{document}":
        return entry.reading ? <bdi>{entry.reading.title}</bdi> : readingCopy.gone;
      case "{role}":
        return copy.roles[String(detail.role)] ?? String(detail.role ?? "");
      case "{event}":
        return eventWords(entry.event);
      case "{about}": {
        const named = RECORDS.filter((kind) => entry[kind] !== null);
        if (named.length === 0) return null;
        return (
          <>
            {copy.records.about}
            {named.map((kind, index) => (
              <Fragment key={kind}>
                {index > 0 ? ", " : null}
                <RecordLink kind={kind} record={entry[kind]} />
              </Fragment>
            ))}
          </>
        );
      }
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
