import { useId } from "react";
import type { PersonBankDetails, PersonNotice, PersonNotices } from "#common/reporting-person-api.ts";
import { formatDay, formatMoney } from "./money.ts";
import { reportingContent } from "./reporting-content.ts";

const text = reportingContent.notices;
const BANK_FIELDS = ["accountName", "bankName", "iban", "bic", "reference"] as const;

/** Each published call and distribution with this organisation's own amount, and where calls are paid. */
export function NoticesSection({ notices }: { notices: PersonNotices }) {
  const headingId = useId();
  const hasCalls = notices.notices.some((notice) => notice.kind === "call");
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{text.heading}</h2>
      {notices.notices.length === 0 ? (
        <p>{text.none}</p>
      ) : (
        <ul className="notices">
          {notices.notices.map((notice) => (
            <li key={notice.id}>
              <NoticeItem notice={notice} currency={notices.currency} />
            </li>
          ))}
        </ul>
      )}
      {hasCalls ? <Bank bank={notices.bankDetails} /> : null}
    </section>
  );
}

function NoticeItem({ notice, currency }: { notice: PersonNotice; currency: string }) {
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
          <dd>{formatMoney(notice.amount, currency)}</dd>
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
    </article>
  );
}

/** Where calls are paid: absent for roles that do not see it, flagged when changed lately. */
function Bank({ bank }: { bank: PersonBankDetails | null | undefined }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bank">
      <h3 id={headingId}>{text.bankHeading}</h3>
      {bank === undefined ? (
        <p>{text.noBank}</p>
      ) : bank === null ? (
        <p>{text.noApprovedBank}</p>
      ) : (
        <>
          {bank.changedRecently ? (
            <p className="notice warning" data-flag="changed-recently">
              <strong>{text.changedRecentlyFlag}</strong> {text.changedRecently}
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
      )}
    </section>
  );
}
