import "./documents.css";
import { useEffect, useId, useState } from "react";
import type { PersonDocumentList, PersonDocumentSummary } from "#common/portal-documents-api.ts";
import type { Api } from "../api.ts";
import { type DocumentLinks, DocumentList, type DownloadNote } from "./document-list.tsx";
import { documentsContent as text } from "./documents-content.ts";

type Loaded = { state: "loading" } | { state: "failed" } | { state: "ready"; list: PersonDocumentList };

/**
 * The deal's documents: the deal-wide ones by folder, then those addressed to the person's
 * organisation in a section of their own. Loaded after the deal page itself, so a slow
 * data room never holds up the updates. Staff's "view as" preview shows it too, through
 * its own API path and links, with no download, saying whether the person may download.
 */
export function DocumentsSection({
  api,
  path,
  links,
  previousVisitAt,
  downloadNote,
}: {
  api: Api;
  path: string;
  links?: DocumentLinks;
  downloadNote?: DownloadNote;
  /** The person's visit before this one: what was published since is new. */
  previousVisitAt: string | null;
}) {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const headingId = useId();
  const forYouId = useId();
  useEffect(() => {
    let live = true;
    void api<PersonDocumentList>(path).then((result) => {
      if (!live) return;
      if (result.status !== 200) return setLoaded({ state: "failed" });
      // "New" is reckoned from the deal page's previous visit: by the time this list is
      // asked for, opening the page has already recorded the visit now under way.
      const isNew = (document: PersonDocumentSummary) =>
        previousVisitAt === null || document.publishedAt > previousVisitAt;
      const mark = (list: PersonDocumentSummary[]) =>
        list.map((document) => ({ ...document, isNew: isNew(document) }));
      setLoaded({ state: "ready", list: { deal: mark(result.body.deal), forYou: mark(result.body.forYou) } });
    });
    return () => {
      live = false;
    };
  }, [api, path, previousVisitAt]);
  return (
    <section aria-labelledby={headingId} aria-busy={loaded.state === "loading"}>
      <h2 id={headingId}>{text.heading}</h2>
      {loaded.state === "failed" ? <p role="alert">{text.loadFailed}</p> : null}
      {loaded.state === "ready" ? (
        <>
          <DocumentList
            documents={loaded.list.deal}
            empty={text.none}
            byFolder
            links={links}
            downloadNote={downloadNote}
          />
          <section aria-labelledby={forYouId} className="for-you">
            <h3 id={forYouId}>{text.forYouHeading}</h3>
            <p className="hint">{text.forYouText}</p>
            <DocumentList
              documents={loaded.list.forYou}
              empty={text.noneForYou}
              links={links}
              downloadNote={downloadNote}
            />
          </section>
        </>
      ) : null}
    </section>
  );
}
