import { useId } from "react";
import { formatDay, formatMoney } from "./money.ts";
import type { NoticeBank, PersonNotice } from "./person-views.ts";
import { reportingContent } from "./reporting-content.ts";

const text = reportingContent.notices;
const BANK_FIELDS = ["accountName", "bankName", "iban", "bic", "reference"] as const;

/** Each published call and distribution with this organisation's own amount and where to pay. */
export function NoticesSection({ notices }: { notices: PersonNotice[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{text.heading}</h2>
      {notices.length === 0 ? (
        <p>{text.none}</p>
      ) : (
        <ul className="notices">
          {notices.map((notice) => (
            <li key={notice.id}>
              <NoticeItem notice={notice} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function NoticeItem({ notice }: { notice: PersonNotice }) {
  const kind =
    notice.kind === "call"
      ? `${text.call}${notice.purpose ? ` (${text.purposes[notice.purpose]})` : ""}`
      : `${text.distribution}${notice.distributionType ? ` (${text.distributionTypes[notice.distributionType]})` : ""}`;
  return (
    <article aria-label={`${kind}, ${formatDay(notice.date)}`}>
      <h3>{kind}</h3>
      <dl className="figures">
        <div>
          <dt>{text.amount}</dt>
          <dd>{formatMoney(notice.amount, notice.currency)}</dd>
        </div>
        <div>
          <dt>{text.date}</dt>
          <dd>{formatDay(notice.date)}</dd>
        </div>
        {notice.dueDate ? (
          <div>
            <dt>{text.dueDate}</dt>
            <dd>{formatDay(notice.dueDate)}</dd>
          </div>
        ) : null}
      </dl>
      {notice.kind === "call" ? (
        <Bank bank={notice.bankDetails} changed={notice.bankDetailsChangedRecently} />
      ) : null}
    </article>
  );
}

function Bank({ bank, changed }: { bank: NoticeBank | null; changed: boolean }) {
  if (!bank) return <p>{text.noBank}</p>;
  return (
    <>
      <h4>{text.bankHeading}</h4>
      {changed ? (
        <p className="notice warning" role="note">
          {text.changedRecently}
        </p>
      ) : null}
      <dl className="bank">
        {BANK_FIELDS.map((field) => (
          <div key={field}>
            <dt>{text.bank[field]}</dt>
            <dd>
              <bdi>{bank[field]}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
