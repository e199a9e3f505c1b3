import { useFetcher, useLoaderData } from "react-router";
import { formatDay, formatMoney } from "#app/portal/reporting/money.ts";
import { ActionStatus } from "#app/staff/portal/action-status.tsx";
import type { FormResult } from "#app/staff/portal/form-result.ts";
import type { ImportLine } from "#common/reporting-staff-api.ts";
import { ImportChanges } from "./import-changes.tsx";
import type { ImportPreview } from "./import-route.ts";
import { reportingCopy } from "./reporting-copy.ts";
import { ReportingScreen } from "./reporting-nav.tsx";
import { ReportingTable } from "./reporting-table.tsx";
import "./reporting.css";

const copy = reportingCopy.imports;
const BLOCKING = new Set<ImportLine["match"]>(["unmatched", "ambiguous"]);

/** The file's lines matched to organisations (unmatched or ambiguous ones block), what changes, then apply or undo. */
export function ImportPreviewScreen() {
  const { preview, currency, organisations } = useLoaderData() as ImportPreview;
  const fetcher = useFetcher<FormResult>();
  const blocking = preview.blockedLines.length;
  const open = preview.status === "pending";
  return (
    <ReportingScreen
      id="reporting-import-preview"
      heading={
        <>
          <bdi>{preview.fileName}</bdi>: {copy.statuses[open && blocking > 0 ? "blocked" : preview.status]}
        </>
      }
    >
      {open && blocking > 0 ? (
        <p className="notice" role="status">
          {copy.blocked(blocking)}
        </p>
      ) : null}
      <fetcher.Form method="post">
        <ReportingTable
          caption={copy.matchCaption}
          columns={[
            { label: copy.line },
            { label: copy.inFile },
            { label: reportingCopy.raise.date },
            { label: copy.kind },
            { label: reportingCopy.raise.amount, amount: true },
            { label: copy.match },
          ]}
          rows={preview.lines}
          row={(line) => (
            <tr key={line.line} data-match={line.match}>
              <th scope="row">{line.line}</th>
              <td>
                <bdi>{line.organisation}</bdi>
              </td>
              <td>{formatDay(line.date)}</td>
              <td>{copy.kinds[line.kind]}</td>
              <td className="amount">{formatMoney(line.amount, currency)}</td>
              <td>
                {open && BLOCKING.has(line.match) ? (
                  <label>
                    <span className="status">{copy.matchStatus[line.match as "unmatched"]}</span>{" "}
                    <select name={`line-${line.line}`} defaultValue="" aria-label={copy.chooseFor(line.line)}>
                      <option value="">{reportingCopy.raise.choose}</option>
                      {organisations.map((choice) => (
                        <option key={choice.id} value={choice.id}>
                          {choice.name}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : (
                  <bdi>{line.organisationName}</bdi>
                )}
              </td>
            </tr>
          )}
        />
        {open && blocking > 0 ? (
          <button type="submit" name="intent" value="matches">
            {copy.saveMatches}
          </button>
        ) : null}
        {open && blocking === 0 ? (
          <button type="submit" name="intent" value="apply">
            {copy.apply}
          </button>
        ) : null}
        {preview.status === "applied" ? (
          <button type="submit" name="intent" value="undo" className="danger">
            {copy.undo}
          </button>
        ) : null}
      </fetcher.Form>
      <ActionStatus result={fetcher.data} intents={["matches", "apply", "undo"]} />
      <ImportChanges preview={preview.preview} currency={currency} />
    </ReportingScreen>
  );
}
