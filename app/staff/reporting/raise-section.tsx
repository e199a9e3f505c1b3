import { useState } from "react";
import { useFetcher } from "react-router";
import { formatDay, formatMoney } from "#app/portal/reporting/money.ts";
import { ActionStatus } from "#app/staff/portal/action-status.tsx";
import type { FormResult } from "#app/staff/portal/form-result.ts";
import { SelectField } from "#app/ui/choice-fields.tsx";
import { Field } from "#app/ui/field.tsx";
import { RAISE_STAGES } from "#common/reporting-api.ts";
import type { Overview } from "./overview-route.ts";
import { reportingCopy } from "./reporting-copy.ts";
import { ReportingSection, ReportingTable } from "./reporting-table.tsx";

const copy = reportingCopy.raise;

/** Each organisation's position in the raise with its history, and a form to record a new stage. */
export function RaiseSection({ overview }: { overview: Overview }) {
  const currency = overview.settings?.currency ?? "USD";
  const money = (value: string | null) => (value === null ? "" : formatMoney(value, currency));
  return (
    <ReportingSection id="reporting-raise" heading={copy.heading}>
      <ReportingTable
        caption={copy.caption}
        none={copy.none}
        columns={[
          { label: copy.organisation },
          { label: copy.stage },
          { label: copy.amount, amount: true },
          { label: copy.date },
        ]}
        rows={overview.positions}
        row={(position) => {
          const history = overview.history.filter((step) => step.organisationId === position.organisationId);
          return (
            <tr key={position.organisationId}>
              <th scope="row">
                <bdi>{position.organisationName}</bdi>
                {history.length > 1 ? (
                  <details>
                    <summary>{copy.history(position.organisationName)}</summary>
                    <ol>
                      {history.map((step) => (
                        <li key={step.recordedAt}>
                          {formatDay(step.date)}: {copy.stages[step.stage]} {money(step.amount)}
                        </li>
                      ))}
                    </ol>
                  </details>
                ) : null}
              </th>
              <td>{copy.stages[position.stage]}</td>
              <td className="amount">{money(position.amount)}</td>
              <td>{formatDay(position.date)}</td>
            </tr>
          );
        }}
      />
      <RecordStage organisations={overview.organisations} />
    </ReportingSection>
  );
}

function RecordStage({ organisations }: { organisations: Overview["organisations"] }) {
  const fetcher = useFetcher<FormResult>();
  const [organisationId, setOrganisationId] = useState("");
  const name = organisations.find((o) => o.id === organisationId)?.name ?? "";
  return (
    <fetcher.Form
      method="post"
      className="panel"
      noValidate
      onChange={(event) => {
        const field = event.target;
        if (field instanceof HTMLSelectElement && field.name === "organisationId")
          setOrganisationId(field.value);
      }}
    >
      <h4>{copy.record}</h4>
      <input type="hidden" name="intent" value="position" />
      <input type="hidden" name="organisationName" value={name} />
      <SelectField
        label={copy.organisation}
        name="organisationId"
        placeholder={copy.choose}
        options={organisations.map((o) => ({ value: o.id, label: o.name }))}
      />
      <SelectField
        label={copy.stage}
        name="stage"
        placeholder={copy.choose}
        options={RAISE_STAGES.map((stage) => ({ value: stage, label: copy.stages[stage] }))}
      />
      <Field label={copy.amount} name="amount" required={false} hint={copy.amountHint} />
      <Field label={copy.date} name="date" type="date" hint={copy.dateHint} />
      <button type="submit">{copy.submit}</button>
      <ActionStatus result={fetcher.data} intents={["position"]} />
    </fetcher.Form>
  );
}
