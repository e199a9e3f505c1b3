import { useFetcher, useLoaderData } from "react-router";
import { formatDay, formatMoney } from "#app/portal/reporting/money.ts";
import { TableScroll } from "#app/staff/documents/table-scroll.tsx";
import { ActionStatus } from "#app/staff/portal/action-status.tsx";
import type { FormResult } from "#app/staff/portal/form-result.ts";
import { useFocusOnMount } from "#app/staff/portal/use-focus-on-mount.ts";
import type { ImportPreview } from "./import-route.ts";
import { reportingCopy } from "./reporting-copy.ts";
import { ReportingNav } from "./reporting-nav.tsx";
import type { ImportRow } from "./reporting-views.ts";
import "./reporting.css";

const copy = reportingCopy.imports;

/** The file's rows matched to organisations (unmatched or ambiguous ones block), then apply or undo. */
export function ImportPreviewScreen() {
  const { preview, currency, organisations } = useLoaderData() as ImportPreview;
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const fetcher = useFetcher<FormResult>();
  const blocking = preview.rows.filter((row) => row.match !== "matched").length;
  const open = preview.status === "blocked" || preview.status === "ready";
  return (
    <section aria-labelledby="reporting-import-preview" className="reporting">
      <h2 id="reporting-import-preview" ref={heading} tabIndex={-1}>
        <bdi>{preview.fileName}</bdi>: {copy.statuses[preview.status]}
      </h2>
      <ReportingNav />
      {open && blocking > 0 ? (
        <p className="notice" role="status">
          {copy.blocked(blocking)}
        </p>
      ) : null}
      <fetcher.Form method="post">
        <TableScroll label={copy.matchCaption}>
          <table className="reporting-table">
            <caption>{copy.matchCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{copy.line}</th>
                <th scope="col">{copy.inFile}</th>
                <th scope="col">{reportingCopy.raise.date}</th>
                <th scope="col">{copy.kind}</th>
                <th scope="col" className="amount">
                  {reportingCopy.raise.amount}
                </th>
                <th scope="col">{copy.match}</th>
              </tr>
            </thead>
            <tbody>
              {preview.rows.map((row) => (
                <tr key={row.line} data-match={row.match}>
                  <th scope="row">{row.line}</th>
                  <td>
                    <bdi>{row.organisation}</bdi>
                  </td>
                  <td>{formatDay(row.date)}</td>
                  <td>{copy.kinds[row.kind]}</td>
                  <td className="amount">{formatMoney(row.amount, currency)}</td>
                  <td>
                    <MatchCell row={row} organisations={organisations} editable={open} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
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
    </section>
  );
}

function MatchCell({
  row,
  organisations,
  editable,
}: {
  row: ImportRow;
  organisations: ImportPreview["organisations"];
  editable: boolean;
}) {
  if (row.match === "matched" || !editable)
    return (
      <>
        {copy.matchStatus[row.match]}
        {row.organisationName ? (
          <>
            : <bdi>{row.organisationName}</bdi>
          </>
        ) : null}
      </>
    );
  const choices = row.candidates.length > 0 ? row.candidates : organisations;
  return (
    <label>
      <span className="status">{copy.matchStatus[row.match]}</span>{" "}
      <select name={`line-${row.line}`} defaultValue="" aria-label={copy.chooseFor(row.line)}>
        <option value="">{reportingCopy.raise.choose}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </select>
    </label>
  );
}
