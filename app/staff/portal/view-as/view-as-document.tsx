import { Link, useLoaderData, useParams } from "react-router";
import { DocumentViewer } from "#app/ui/documents/document-viewer.tsx";
import { pageTextAnswer } from "#app/ui/documents/page-text-answer.ts";
import { Page } from "#app/ui/page.tsx";
import { useStaffPreview } from "../../documents/document/use-staff-preview.ts";
import { contentCopy } from "../content-copy.ts";
import { PreviewBanner } from "./preview-banner.tsx";
import { previewDocumentsApi, type ViewAsDocument } from "./view-as-route.ts";

const copy = contentCopy.viewAs;

/**
 * A document as the person would read it, in the portal's own viewer: its pages carry the
 * staff member's name (the one looking), nothing counts as the person's reading, and the
 * download is never offered; the toolbar says whether the person may download it.
 */
export function ViewAsDocumentScreen() {
  const { person, document: first } = useLoaderData() as ViewAsDocument;
  const { dealId = "" } = useParams();
  // Looking again at expired addresses adds one more row to the log.
  const { view, reopen, fetchText } = useStaffPreview(
    first,
    (shown) => `${previewDocumentsApi(person.id, dealId)}/${encodeURIComponent(shown.id)}`,
    pageTextAnswer,
  );

  return (
    <Page heading={<bdi>{view.title}</bdi>} title={copy.title(person.name, view.title)} wide>
      <PreviewBanner person={person} />
      <p>
        <Link to={`/inbox/portal/people/${person.id}/view-as/deals/${dealId}`}>{copy.backToTheDeal}</Link>
      </p>
      <DocumentViewer
        view={view}
        fetchText={fetchText}
        reopen={() => void reopen()}
        download={
          <span className="hint">{view.downloadAllowed ? copy.mayDownload : copy.mayNotDownload}</span>
        }
      />
    </Page>
  );
}
