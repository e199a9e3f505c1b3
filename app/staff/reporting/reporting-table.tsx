import type { ReactNode } from "react";
import { TableScroll } from "#app/staff/documents/table-scroll.tsx";

/** A column heading; money columns are aligned on the decimal side. */
export type ReportingColumn = { label: string; amount?: boolean };

type Props<Row> = {
  caption: string;
  /** The scrolling area's name, when it differs from the caption. */
  label?: string;
  columns: ReportingColumn[];
  rows: Row[];
  row: (row: Row) => ReactNode;
  /** Said instead of the table when there are no rows; without it an empty table still shows. */
  none?: string;
  foot?: ReactNode;
};

/** One of the staff's reporting tables of figures, in a scrolling area a keyboard can reach. */
export function ReportingTable<Row>({
  caption,
  label = caption,
  columns,
  rows,
  row,
  none,
  foot,
}: Props<Row>) {
  if (none !== undefined && rows.length === 0) return <p>{none}</p>;
  return (
    <TableScroll label={label}>
      <table className="reporting-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.amount ? "amount" : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows.map(row)}</tbody>
        {foot ? <tfoot>{foot}</tfoot> : null}
      </table>
    </TableScroll>
  );
}

/** A titled part of a reporting screen, named by its heading. */
export function ReportingSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{heading}</h3>
      {children}
    </section>
  );
}
