import "../data-room.css";
import { useCallback, useRef, useState } from "react";
import { Link, useLoaderData } from "react-router";
import { DocumentViewer } from "#app/ui/documents/document-viewer.tsx";
import { Page } from "#app/ui/page.tsx";
import type { PageTextView, PreviewDocumentView } from "#common/portal-documents-api.ts";
import { api } from "../../api.ts";
import { dataRoomCopy } from "../data-room-copy.ts";
import type { previewLoader } from "../data-room-loaders.ts";
import { dataRoomApi, dataRoomPath } from "../data-room-paths.ts";

const text = dataRoomCopy.preview;

/**
 * Staff's own look at a document's pages, a draft's before anyone outside the firm sees
 * them, in the portal's viewer: the pages carry the staff member's name, and nothing
 * counts as anyone's reading. No download is offered.
 */
export function PreviewScreen() {
  const { document, preview } = useLoaderData<typeof previewLoader>();
  const [view, setView] = useState<PreviewDocumentView>(preview);
  const base = dataRoomApi.preview(document.id);
  // Addresses last a few minutes: looking again signs new ones.
  const reopening = useRef(false);
  const reopen = useCallback(async () => {
    if (reopening.current) return;
    reopening.current = true;
    const result = await api<PreviewDocumentView>(base);
    reopening.current = false;
    if (result.status === 200) setView(result.body);
  }, [base]);
  const fetchText = useCallback(
    async (index: number) => {
      const result = await api<PageTextView>(`${base}/pages/${index}/text`);
      return result.status === 200 ? result.body : null;
    },
    [base],
  );
  return (
    <Page heading={text.heading(document.title)} wide>
      <p>
        <Link to={dataRoomPath.document(document.id)}>{text.back}</Link>
      </p>
      <div className="preview-note">
        <p>{text.text}</p>
        {document.status === "draft" ? <p>{text.draft}</p> : null}
      </div>
      <DocumentViewer
        view={view}
        fetchText={fetchText}
        reopen={() => void reopen()}
        download={<span className="hint">{text.noDownload}</span>}
      />
    </Page>
  );
}
