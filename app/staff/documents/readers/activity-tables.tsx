import { Link } from "react-router";
import { DateTime } from "#app/ui/date-time.tsx";
import type { DocumentActivity } from "#common/portal-documents-api.ts";
import { dataRoomCopy } from "../data-room-copy.ts";
import { dataRoomPath } from "../data-room-paths.ts";
import { TableScroll } from "../table-scroll.tsx";

const text = dataRoomCopy.activity;

/**
 * Who opened what, when, for how long and on which pages, then the downloads. `by` says
 * which column leads: the person (a document's readers), the document (a person's reads),
 * or the opening itself (one reader's openings of one document, who and what being said above).
 */
export function ActivityTables({
  activity,
  by,
  empty,
}: {
  activity: DocumentActivity;
  by: "person" | "document" | "opening";
  empty: string;
}) {
  if (activity.views.length === 0 && activity.downloads.length === 0) return <p>{empty}</p>;
  return (
    <>
      <TableScroll label={dataRoomCopy.tables.openings}>
        <table className="data-room-table">
          <thead>
            <tr>
              {by === "opening" ? null : <th scope="col">{by === "person" ? text.person : text.document}</th>}
              <th scope="col">{text.opened}</th>
              <th scope="col">{text.organisation}</th>
              <th scope="col">{text.version}</th>
              <th scope="col">{text.time}</th>
              <th scope="col">{text.pages}</th>
            </tr>
          </thead>
          <tbody>
            {activity.views.map((view) => (
              <tr key={`${view.personId}-${view.documentId}-${view.openedAt}`}>
                {by === "opening" ? null : (
                  <th scope="row">
                    {by === "person" ? (
                      <Link to={dataRoomPath.person(view.personId)}>
                        <bdi>{view.name || view.email}</bdi>
                      </Link>
                    ) : (
                      <Link to={dataRoomPath.document(view.documentId)}>
                        <bdi>{view.title}</bdi>
                      </Link>
                    )}
                    {by === "person" ? (
                      <span className="hint">
                        {" "}
                        <bdi>{view.email}</bdi>
                      </span>
                    ) : null}
                  </th>
                )}
                {by === "opening" ? (
                  <th scope="row">
                    <DateTime iso={view.openedAt} />
                  </th>
                ) : (
                  <td>
                    <DateTime iso={view.openedAt} />
                  </td>
                )}
                <td>
                  <bdi>{view.organisationName}</bdi>
                </td>
                <td>{view.version}</td>
                <td>{text.duration(view.seconds)}</td>
                <td>
                  {view.pages
                    .filter((page) => page.seconds > 0)
                    .map((page) => text.pageTime(page.page + 1, text.duration(page.seconds)))
                    .join(", ")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <h3>{text.downloads}</h3>
      {activity.downloads.length === 0 ? (
        <p>{text.noDownloads}</p>
      ) : (
        <ul>
          {activity.downloads.map((download) => (
            <li key={`${download.personId}-${download.documentId}-${download.downloadedAt}`}>
              {by === "opening" ? null : (
                <>
                  <bdi>{by === "person" ? download.email : download.title}</bdi> ·{" "}
                </>
              )}
              {text.version} {download.version} · <DateTime iso={download.downloadedAt} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
