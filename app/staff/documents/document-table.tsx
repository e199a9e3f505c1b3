import { Link } from "react-router";
import type { StaffDocumentView } from "#common/portal-documents-api.ts";
import { dataRoomCopy } from "./data-room-copy.ts";
import { dataRoomPath } from "./data-room-paths.ts";
import { TableScroll } from "./table-scroll.tsx";

const text = dataRoomCopy.list;

/**
 * A deal's documents, drafts and published, each leading to its controls and readers. Who
 * each is for sets apart documents of one title (each organisation's statement).
 */
export function DocumentTable({ documents }: { documents: StaffDocumentView[] }) {
  if (documents.length === 0) return <p>{text.none}</p>;
  return (
    <TableScroll label={dataRoomCopy.tables.documents}>
      <table className="data-room-table">
        <thead>
          <tr>
            <th scope="col">{text.title}</th>
            <th scope="col">{text.audience}</th>
            <th scope="col">{text.type}</th>
            <th scope="col">{text.folder}</th>
            <th scope="col">{text.status}</th>
            <th scope="col">{text.version}</th>
            <th scope="col">{text.download}</th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => (
            <tr key={document.id}>
              <th scope="row">
                <Link to={dataRoomPath.document(document.id)}>
                  <bdi>{document.title}</bdi>
                </Link>
              </th>
              <td>
                {document.audience === "deal" ? (
                  text.wholeDeal
                ) : document.organisations.length === 0 ? (
                  text.noOrganisation
                ) : (
                  <ul className="audience-names">
                    {document.organisations.map((organisation) => (
                      <li key={organisation.id}>
                        <bdi>{organisation.name}</bdi>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td>{dataRoomCopy.types[document.type]}</td>
              <td>
                <bdi>{document.folder || text.general}</bdi>
              </td>
              <td>{text.statuses[document.status]}</td>
              <td>{document.currentVersion}</td>
              <td>{document.downloadAllowed ? text.allowed : text.off}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
