import { useCallback, useRef, useState } from "react";
import { Link, useLoaderData, useParams } from "react-router";
import { DocumentViewer } from "#app/ui/documents/document-viewer.tsx";
import { documentsContent } from "#app/ui/documents/documents-content.ts";
import { pageTextAnswer } from "#app/ui/documents/page-text-answer.ts";
import { Page } from "#app/ui/page.tsx";
import type { PageTextView, PersonDocumentView } from "#common/portal-documents-api.ts";
import { api } from "../api.ts";
import { AccessEndedScreen, accessEnded } from "../layout/access-ended.tsx";
import { dealPath } from "../layout/paths.ts";
import { documentsApi } from "./documents-paths.ts";
import { sendBeat } from "./send-beat.ts";
import { usePageBeats } from "./use-page-beats.ts";
import { openDocument, type viewerLoader } from "./viewer-loader.ts";

export { viewerLoader } from "./viewer-loader.ts";

const text = documentsContent.viewer;

/**
 * A document in the person's viewer (app/ui/documents), with the download where the firm
 * allows it, and the time on each page reported while the reader is there.
 */
export function ViewerScreen() {
  const first = useLoaderData<typeof viewerLoader>();
  const { dealId = "" } = useParams();
  const [view, setView] = useState<PersonDocumentView>(first);
  const [current, setCurrent] = useState(0);
  // The firm revoked the grant (or it ran out) while the document was open.
  const [ended, setEnded] = useState(false);
  const end = useCallback(() => setEnded(true), []);

  const beat = useCallback(
    (page: { page: number; seconds: number }) =>
      sendBeat(documentsApi.beats(dealId, view.id, view.viewId), page, end),
    [dealId, view.id, view.viewId, end],
  );
  usePageBeats(current, beat);

  // Addresses last a few minutes: opening the document again signs new ones.
  const reopening = useRef(false);
  const reopen = useCallback(async () => {
    if (reopening.current) return;
    reopening.current = true;
    const result = await openDocument(dealId, view.id);
    reopening.current = false;
    if (result.status === 200) setView(result.body);
    else if (accessEnded(result)) end();
  }, [dealId, view.id, end]);

  const fetchText = useCallback(
    async (index: number) => {
      const result = await api<PageTextView>(documentsApi.pageText(dealId, view.id, index));
      if (accessEnded(result)) end();
      return pageTextAnswer(result);
    },
    [dealId, view.id, end],
  );

  if (ended) return <AccessEndedScreen />;
  return (
    <Page heading={<bdi>{view.title}</bdi>} title={`${view.title} · ${documentsContent.heading}`} wide>
      <p>
        <Link to={dealPath(dealId)}>{text.back}</Link>
      </p>
      <DocumentViewer
        view={view}
        fetchText={fetchText}
        reopen={() => void reopen()}
        onPageFailed={(index) => void fetchText(index)}
        onPage={setCurrent}
        download={
          view.downloadAllowed ? (
            <a className="button" href={documentsApi.download(dealId, view.id)} download>
              {text.download}
            </a>
          ) : (
            <span className="hint">{text.noDownload}</span>
          )
        }
      />
    </Page>
  );
}
