import { formatDay, formatMoney } from "#app/portal/reporting/money.ts";
import { TableScroll } from "#app/staff/documents/table-scroll.tsx";
import type { ImportPreviewRow } from "#common/reporting-staff-api.ts";
import { reportingCopy } from "./reporting-copy.ts";

const copy = reportingCopy.imports;

/** What applying the import adds to each organisation's capital account. */
export function ImportChanges({ preview, currency }: { preview: ImportPreviewRow[]; currency: string }) {
  const money = (value: string) => formatMoney(value, currency);
  return (
    <section aria-labelledby="import-changes">
      <h3 id="import-changes">{copy.previewHeading}</h3>
      <TableScroll label={copy.previewHeading}>
        <table className="reporting-table">
          <caption>{copy.previewCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{reportingCopy.raise.organisation}</th>
              <th scope="col" className="amount">
                {copy.kinds.contribution}
              </th>
              <th scope="col" className="amount">
                {copy.kinds.distribution}
              </th>
              <th scope="col" className="amount">
                {copy.kinds.nav}
              </th>
              <th scope="col" className="amount">
                {copy.lines}
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.map((row) => (
              <tr key={row.organisationId}>
                <th scope="row">
                  <bdi>{row.organisationName}</bdi>
                </th>
                <td className="amount">{money(row.contributions)}</td>
                <td className="amount">{money(row.distributions)}</td>
                <td className="amount">
                  {row.nav === null ? "" : `${money(row.nav)} (${row.navDate ? formatDay(row.navDate) : ""})`}
                </td>
                <td className="amount">{row.lines}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
