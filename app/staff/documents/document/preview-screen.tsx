import "../data-room.css";
import { Link, useLoaderData } from "react-router";
import type { ApiResult } from "#app/ui/api.ts";
import { DocumentViewer } from "#app/ui/documents/document-viewer.tsx";
import { Page } from "#app/ui/page.tsx";
import type { PageTextView } from "#common/portal-documents-api.ts";
import { dataRoomCopy } from "../data-room-copy.ts";
import type { previewLoader } from "../data-room-loaders.ts";
import { dataRoomApi, dataRoomPath } from "../data-room-paths.ts";
import { useStaffPreview } from "./use-staff-preview.ts";

const text = dataRoomCopy.preview;

/** A page whose text is not there yet is asked for again later. */
const textOrNull = (result: ApiResult<PageTextView>) => (result.status === 200 ? result.body : null);

/**
 * Staff's own look at a document's pages, a draft's before anyone outside the firm sees
 * them, in the portal's viewer: the pages carry the staff member's name, and nothing
 * counts as anyone's reading. No download is offered.
 */
export function PreviewScreen() {
  const { document, preview } = useLoaderData<typeof previewLoader>();
  const { view, reopen, fetchText } = useStaffPreview(
    preview,
    () => dataRoomApi.preview(document.id),
    textOrNull,
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
