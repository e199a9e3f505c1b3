import { formatDay, formatMoney } from "#app/portal/reporting/money.ts";
import type { ImportPreviewRow } from "#common/reporting-staff-api.ts";
import { reportingCopy } from "./reporting-copy.ts";
import { ReportingSection, ReportingTable } from "./reporting-table.tsx";

const copy = reportingCopy.imports;

/** What applying the import adds to each organisation's capital account. */
export function ImportChanges({ preview, currency }: { preview: ImportPreviewRow[]; currency: string }) {
  const money = (value: string) => formatMoney(value, currency);
  return (
    <ReportingSection id="import-changes" heading={copy.previewHeading}>
      <ReportingTable
        caption={copy.previewCaption}
        label={copy.previewHeading}
        columns={[
          { label: reportingCopy.raise.organisation },
          ...[copy.kinds.contribution, copy.kinds.distribution, copy.kinds.nav, copy.lines].map((label) => ({
            label,
            amount: true,
          })),
        ]}
        rows={preview}
        row={(row) => (
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
        )}
      />
    </ReportingSection>
  );
}
