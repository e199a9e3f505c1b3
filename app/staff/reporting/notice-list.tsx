import { Link, useFetcher, useParams } from "react-router";
import { formatDay, formatMoney } from "#app/portal/reporting/money.ts";
import { ActionStatus } from "#app/staff/portal/action-status.tsx";
import type { FormResult } from "#app/staff/portal/form-result.ts";
import { SelectField } from "#app/ui/choice-fields.tsx";
import { Field } from "#app/ui/field.tsx";
import { CALL_PURPOSES, DISTRIBUTION_TYPES, type ReportingNotice } from "#common/reporting-api.ts";
import { reportingHref } from "./reporting-client.ts";
import { reportingCopy } from "./reporting-copy.ts";
import { ReportingSection, ReportingTable } from "./reporting-table.tsx";

const copy = reportingCopy.notices;

/** The deal's calls and distributions (each opens its allocation table), and a form to draft one. */
export function NoticeList({ notices, currency }: { notices: ReportingNotice[]; currency: string }) {
  const { recordId = "" } = useParams();
  const fetcher = useFetcher<FormResult>();
  return (
    <ReportingSection id="reporting-notices" heading={copy.heading}>
      <ReportingTable
        caption={copy.caption}
        none={copy.none}
        columns={[
          { label: copy.kind },
          { label: copy.date },
          { label: copy.total, amount: true },
          { label: copy.status },
        ]}
        rows={notices}
        row={(notice) => (
          <tr key={notice.id}>
            <th scope="row">
              <Link
                to={reportingHref(recordId, `/notices/${encodeURIComponent(notice.id)}`)}
                aria-label={copy.open(copy.kinds[notice.kind], formatDay(notice.date))}
              >
                {copy.kinds[notice.kind]}
              </Link>
            </th>
            <td>{formatDay(notice.date)}</td>
            <td className="amount">{formatMoney(notice.total, currency)}</td>
            <td>{copy.statuses[notice.status]}</td>
          </tr>
        )}
      />
      <fetcher.Form method="post" className="panel" noValidate>
        <h4>{copy.draft}</h4>
        <input type="hidden" name="intent" value="notice" />
        <SelectField
          label={copy.kind}
          name="kind"
          options={(["call", "distribution"] as const).map((kind) => ({
            value: kind,
            label: copy.kinds[kind],
          }))}
        />
        <Field label={copy.date} name="date" type="date" />
        <Field label={copy.dueDate} name="dueDate" type="date" required={false} />
        <Field label={copy.total} name="total" required={false} hint={copy.totalHint} />
        <Field label={copy.percent} name="percentOfCommitments" required={false} />
        <SelectField
          label={copy.purpose}
          name="purpose"
          options={CALL_PURPOSES.map((value) => ({ value, label: copy.purposes[value] }))}
        />
        <SelectField
          label={copy.distributionType}
          name="distributionType"
          options={DISTRIBUTION_TYPES.map((value) => ({ value, label: copy.distributionTypes[value] }))}
        />
        <button type="submit">{copy.submit}</button>
        <ActionStatus result={fetcher.data} intents={["notice"]} />
      </fetcher.Form>
    </ReportingSection>
  );
}
