import { Link } from "react-router";
import type { PersonDocumentSummary } from "#common/portal-documents-api.ts";
import { DateTime } from "../date-time.tsx";
import { documentsContent as text } from "./documents-content.ts";

/** Where a document's title leads: the viewer, or for a file the viewer cannot show, its download. */
export interface DocumentLinks {
  view: (documentId: string) => string;
  /** Absent in staff's "view as" preview, which offers no download. */
  download?: (documentId: string) => string;
}

/** What the list says of each document's download (staff's preview says whether the person may). */
export type DownloadNote = (allowed: boolean) => string;

/** Documents grouped by folder (in the order the folders first appear), or in one list. */
export function DocumentList({
  documents,
  empty,
  byFolder = false,
  links,
  downloadNote,
}: {
  documents: PersonDocumentSummary[];
  empty: string;
  byFolder?: boolean;
  links: DocumentLinks | undefined;
  downloadNote?: DownloadNote | undefined;
}) {
  if (documents.length === 0) return <p>{empty}</p>;
  if (!byFolder) return <Items documents={documents} links={links} downloadNote={downloadNote} />;
  const folders = new Map<string, PersonDocumentSummary[]>();
  for (const document of documents)
    folders.set(document.folder, [...(folders.get(document.folder) ?? []), document]);
  return (
    <>
      {[...folders].map(([folder, inFolder]) => (
        <div key={folder} className="document-folder">
          <h3>
            <bdi>{folder || text.generalFolder}</bdi>
          </h3>
          <Items documents={inFolder} links={links} downloadNote={downloadNote} />
        </div>
      ))}
    </>
  );
}

function Items({
  documents,
  links,
  downloadNote,
}: {
  documents: PersonDocumentSummary[];
  links: DocumentLinks | undefined;
  downloadNote: DownloadNote | undefined;
}) {
  return (
    <ul className="documents">
      {documents.map((document) => (
        <li key={document.id} className={document.isNew ? "is-new" : undefined}>
          {document.isNew ? <strong className="badge new">{text.newMark}</strong> : null}
          <Title document={document} links={links} />
          <span className="hint">
            {text.types[document.type]} · <DateTime iso={document.publishedAt} hint={false} /> ·{" "}
            {text.size(document.size)}
            {document.viewable ? "" : ` · ${text.downloadOnly}`}
            {downloadNote ? ` · ${downloadNote(document.downloadAllowed)}` : ""}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The title as a link to the viewer; a download-only file links to its download when allowed. */
function Title({ document, links }: { document: PersonDocumentSummary; links: DocumentLinks | undefined }) {
  const title = <bdi>{document.title}</bdi>;
  if (!links) return title;
  if (document.viewable) return <Link to={links.view(document.id)}>{title}</Link>;
  if (document.downloadAllowed && links.download)
    return (
      <a href={links.download(document.id)} download>
        {title}
      </a>
    );
  return title;
}
