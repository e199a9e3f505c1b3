import { useFetcher } from "react-router";
import { ActionStatus } from "#app/staff/portal/action-status.tsx";
import type { FormResult } from "#app/staff/portal/form-result.ts";
import { DateTime } from "#app/ui/date-time.tsx";
import { Field } from "#app/ui/field.tsx";
import type { BankDetails } from "#common/reporting-api.ts";
import { reportingCopy } from "./reporting-copy.ts";
import { ReportingSection, ReportingTable } from "./reporting-table.tsx";

const copy = reportingCopy.bank;
const FIELDS = ["accountName", "bankName", "iban", "bic", "reference"] as const;

/**
 * Bank details for calls: entered by one staff member, approved by a second (or withdrawn
 * while pending, so that a mistyped set can never be approved later), each with its status.
 */
export function BankSection({ bankDetails }: { bankDetails: BankDetails[] }) {
  const enter = useFetcher<FormResult>();
  const approve = useFetcher<FormResult>();
  return (
    <ReportingSection id="reporting-bank" heading={copy.heading}>
      <ReportingTable
        caption={copy.caption}
        none={copy.none}
        columns={[...FIELDS.map((field) => ({ label: copy[field] })), { label: copy.status }]}
        rows={bankDetails}
        row={(bank) => (
          <tr key={bank.id}>
            {FIELDS.map((field) => (
              <td key={field}>
                <bdi>{bank[field]}</bdi>
              </td>
            ))}
            <td>
              {copy.statuses[bank.status]}
              {bank.approvedAt ? (
                <>
                  {" "}
                  <DateTime iso={bank.approvedAt} hint={false} />
                </>
              ) : null}
              {bank.status === "pending" ? (
                <approve.Form method="post">
                  <input type="hidden" name="bankDetailsId" value={bank.id} />
                  <button type="submit" name="intent" value="approve">
                    {copy.approve}
                  </button>
                  <button type="submit" name="intent" value="withdraw" className="danger">
                    {copy.withdraw}
                  </button>
                </approve.Form>
              ) : null}
            </td>
          </tr>
        )}
      />
      <ActionStatus result={approve.data} intents={["approve", "withdraw"]} />
      <enter.Form method="post" className="panel" noValidate>
        <h4>{copy.enter}</h4>
        <p className="hint">{copy.enterHint}</p>
        <input type="hidden" name="intent" value="bank" />
        {FIELDS.map((field) => (
          <Field key={field} label={copy[field]} name={field} required={field !== "reference"} />
        ))}
        <button type="submit">{copy.submit}</button>
        <ActionStatus result={enter.data} intents={["bank"]} />
      </enter.Form>
    </ReportingSection>
  );
}
