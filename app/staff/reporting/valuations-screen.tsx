import { useFetcher, useLoaderData } from "react-router";
import { formatDay, formatMoney } from "#app/portal/reporting/money.ts";
import { ActionStatus } from "#app/staff/portal/action-status.tsx";
import type { FormResult } from "#app/staff/portal/form-result.ts";
import { SelectField } from "#app/ui/choice-fields.tsx";
import { Field } from "#app/ui/field.tsx";
import { reportingCopy } from "./reporting-copy.ts";
import { ReportingScreen } from "./reporting-nav.tsx";
import { ReportingTable } from "./reporting-table.tsx";
import type { Valuations } from "./valuations-route.ts";
import "./reporting.css";

const copy = reportingCopy.valuations;

/** The NAV of each organisation's capital account per quarter, and a form to record one. */
export function ValuationsScreen() {
  const { valuations, currency, organisations } = useLoaderData() as Valuations;
  const fetcher = useFetcher<FormResult>();
  return (
    <ReportingScreen id="reporting-valuations" heading={copy.heading}>
      <ReportingTable
        caption={copy.caption}
        none={copy.none}
        columns={[
          { label: reportingCopy.raise.organisation },
          { label: reportingCopy.raise.date },
          { label: copy.nav, amount: true },
        ]}
        rows={valuations}
        row={(row) => (
          <tr key={`${row.organisationId}:${row.date}`}>
            <th scope="row">
              <bdi>{row.organisationName}</bdi>
            </th>
            <td>{formatDay(row.date)}</td>
            <td className="amount">{formatMoney(row.nav, currency)}</td>
          </tr>
        )}
      />
      <fetcher.Form method="post" className="panel" noValidate>
        <h3>{copy.add}</h3>
        <SelectField
          label={reportingCopy.raise.organisation}
          name="organisationId"
          placeholder={reportingCopy.raise.choose}
          options={organisations.map((o) => ({ value: o.id, label: o.name }))}
        />
        <Field label={reportingCopy.raise.date} name="date" type="date" />
        <Field label={copy.nav} name="nav" />
        <button type="submit">{copy.submit}</button>
        <ActionStatus result={fetcher.data} intents={["valuation"]} />
      </fetcher.Form>
    </ReportingScreen>
  );
}
