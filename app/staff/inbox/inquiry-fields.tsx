import type { InboxInquiry } from "../../../common/inbox-api.ts";
import { localTime, utcTime, viewerZone } from "../../ui/dates.ts";
import { triageCopy } from "./triage-copy.ts";

const copy = triageCopy.inquiry;

/** Every field of an inquiry, the time in the viewer's zone and in UTC, and the e-mail's delivery. */
export function InquiryFields({ inquiry }: { inquiry: InboxInquiry }) {
  const { delivery } = inquiry;
  return (
    <dl className="fields">
      <dt>{copy.received}</dt>
      <dd>
        <time dateTime={inquiry.receivedAt}>{localTime(inquiry.receivedAt)}</time>{" "}
        {copy.receivedLocal(viewerZone())}
        <br />
        {utcTime(inquiry.receivedAt)}
      </dd>
      <dt>{copy.name}</dt>
      <dd>{inquiry.name}</dd>
      <dt>{copy.email}</dt>
      <dd>{inquiry.email}</dd>
      <dt>{copy.type}</dt>
      <dd>{inquiry.fundType ?? copy.notChosen}</dd>
      <dt>{copy.size}</dt>
      <dd>{inquiry.aum ?? copy.notChosen}</dd>
      <dt>{copy.status}</dt>
      <dd>{triageCopy.statuses[inquiry.status]}</dd>
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
      <dd className="message">{inquiry.message}</dd>
    </dl>
  );
}
