import { Link } from "react-router";
import { DateTime } from "#app/ui/date-time.tsx";
import type { DocumentReaderRow } from "#common/portal-documents-api.ts";
import { dataRoomCopy } from "../data-room-copy.ts";
import { dataRoomPath } from "../data-room-paths.ts";
import { TableScroll } from "../table-scroll.tsx";

const text = dataRoomCopy.activity;

/**
 * One row per reader and document: total time, pages reached of the total, downloads. `by`
 * says which column leads (the person on a document's screen, the document on a person's);
 * it links one click deeper, to each opening of that reader on that document.
 */
export function ReadersTable({
  readers,
  by,
  empty,
}: {
  readers: DocumentReaderRow[];
  by: "person" | "document";
  empty: string;
}) {
  if (readers.length === 0) return <p>{empty}</p>;
  return (
    <>
      <p className="hint">{text.readersHint}</p>
      <TableScroll label={dataRoomCopy.tables.readers}>
        <table className="data-room-table">
          <thead>
            <tr>
              <th scope="col">{by === "person" ? text.reader : text.document}</th>
              <th scope="col">{text.organisation}</th>
              <th scope="col">{text.totalTime}</th>
              <th scope="col">{text.reached}</th>
              <th scope="col">{text.downloadCount}</th>
              <th scope="col">{text.openings}</th>
              <th scope="col">{text.last}</th>
            </tr>
          </thead>
          <tbody>
            {readers.map((row) => (
              <tr key={`${row.personId}-${row.documentId}`}>
                <th scope="row">
                  <Link to={dataRoomPath.reader(row.documentId, row.personId)}>
                    <bdi>{by === "person" ? row.name || row.email : row.title}</bdi>
                  </Link>
                  {by === "person" && row.name ? (
                    <span className="hint">
                      {" "}
                      <bdi>{row.email}</bdi>
                    </span>
                  ) : null}
                </th>
                <td>
                  <bdi>{row.organisationName}</bdi>
                </td>
                <td>{text.duration(row.seconds)}</td>
                <td>{text.reachedOf(row.pagesReached, row.pageCount)}</td>
                <td>{row.downloads}</td>
                <td>{row.openings}</td>
                <td>
                  <DateTime iso={row.lastAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
