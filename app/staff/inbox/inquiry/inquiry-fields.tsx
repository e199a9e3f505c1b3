import { DateTime } from "#app/ui/date-time.tsx";
import { relativeTime, utcTime, viewerZone } from "#app/ui/dates.ts";
import type { InboxInquiry } from "#common/inbox-api.ts";
import { triageCopy } from "../triage-copy.ts";

const copy = triageCopy.inquiry;

/**
 * Every field of an inquiry, the time in the viewer's zone and in UTC, and the e-mail's
 * delivery. Visitor text is isolated (<bdi>, dir="auto") from the words around it.
 */
export function InquiryFields({ inquiry }: { inquiry: InboxInquiry }) {
  const { delivery } = inquiry;
  return (
    <dl className="fields">
      <dt>{copy.received}</dt>
      <dd>
        {/* "24 Nov 2026, 09:14 (your time, Europe/Zurich) · 3 minutes ago": the zone names the time beside it. */}
        <DateTime iso={inquiry.receivedAt} hint={false} /> {copy.receivedLocal(viewerZone())}
        <span className="relative"> · {relativeTime(inquiry.receivedAt)}</span>
        <br />
        {utcTime(inquiry.receivedAt)}
      </dd>
      <dt>{copy.email}</dt>
      <dd>
        <bdi>{inquiry.email}</bdi>
      </dd>
      <dt>{copy.type}</dt>
      <dd>{inquiry.fundType ? <bdi>{inquiry.fundType}</bdi> : copy.notChosen}</dd>
      <dt>{copy.size}</dt>
      <dd>{inquiry.aum ? <bdi>{inquiry.aum}</bdi> : copy.notChosen}</dd>
      <dt>{copy.status}</dt>
      <dd>{triageCopy.statuses[inquiry.status]}</dd>
      <dt>{copy.owner}</dt>
      <dd>{inquiry.owner ? <bdi>{inquiry.owner.name}</bdi> : triageCopy.list.unassigned}</dd>
      <dt>{copy.delivery}</dt>
      <dd>
        {copy.deliveryStates[delivery.state]}
        {delivery.state === "none" ? null : ` (${copy.attempts(delivery.attempts)})`}
        {delivery.lastError && delivery.state !== "sent" ? (
          <>
            <br />
            {copy.lastError}: {delivery.lastError}
          </>
        ) : null}
      </dd>
      <dt>{copy.message}</dt>
      <dd className="message" dir="auto">
        {inquiry.message}
      </dd>
    </dl>
  );
}
