import { useEffect, useId, useState } from "react";
import type { PersonDocumentList } from "../../../common/portal-documents-api.ts";
import type { Api } from "../../ui/api.ts";
import { type DocumentLinks, DocumentList } from "./document-list.tsx";
import { documentsContent as text } from "./documents-content.ts";

type Loaded = { state: "loading" } | { state: "failed" } | { state: "ready"; list: PersonDocumentList };

/**
 * The deal's documents: the deal-wide ones by folder, then those addressed to the person's
 * organisation in a section of their own. Loaded after the deal page itself, so a slow
 * data room never holds up the updates. `links` is absent in a read-only preview.
 */
export function DocumentsSection({ api, path, links }: { api: Api; path: string; links?: DocumentLinks }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const headingId = useId();
  const forYouId = useId();
  useEffect(() => {
    let live = true;
    void api<PersonDocumentList>(path).then((result) => {
      if (!live) return;
      setLoaded(result.status === 200 ? { state: "ready", list: result.body } : { state: "failed" });
    });
    return () => {
      live = false;
    };
  }, [api, path]);
  return (
    <section aria-labelledby={headingId} aria-busy={loaded.state === "loading"}>
      <h2 id={headingId}>{text.heading}</h2>
      {loaded.state === "failed" ? <p role="alert">{text.loadFailed}</p> : null}
      {loaded.state === "ready" ? (
        <>
          <DocumentList documents={loaded.list.deal} empty={text.none} byFolder links={links} />
          <section aria-labelledby={forYouId} className="for-you">
            <h3 id={forYouId}>{text.forYouHeading}</h3>
            <p className="hint">{text.forYouText}</p>
            <DocumentList documents={loaded.list.forYou} empty={text.noneForYou} links={links} />
          </section>
        </>
      ) : null}
    </section>
  );
}
