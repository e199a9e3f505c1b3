import { useId } from "react";
import { TableScroll } from "#app/staff/documents/table-scroll.tsx";
import type { CapitalAccount } from "#common/reporting-api.ts";
import { formatDay, formatMoney } from "./money.ts";
import { reportingContent } from "./reporting-content.ts";

const text = reportingContent.account;

/** Every dated cash flow behind the figures, as a table. */
export function CashFlows({ account }: { account: CapitalAccount }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{text.flowsHeading}</h2>
      {account.cashFlows.length === 0 ? (
        <p>{text.flowsNone}</p>
      ) : (
        <TableScroll label={text.flowsHeading}>
          <table className="cash-flows">
            <caption>{text.flowsCaption(formatDay(account.asOf))}</caption>
            <thead>
              <tr>
                <th scope="col">{text.columns.date}</th>
                <th scope="col">{text.columns.kind}</th>
                <th scope="col" className="amount">
                  {text.columns.amount}
                </th>
              </tr>
            </thead>
            <tbody>
              {account.cashFlows.map((flow, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the server's order of a day's flows is fixed
                <tr key={`${flow.date}-${flow.kind}-${index}`}>
                  <td>{formatDay(flow.date)}</td>
                  <td>{text.kinds[flow.kind]}</td>
                  <td className="amount">{formatMoney(flow.amount, account.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
