import { useCallback, useRef, useState } from "react";
import { Link, useLoaderData, useParams } from "react-router";
import { DocumentViewer } from "#app/ui/documents/document-viewer.tsx";
import { pageTextAnswer } from "#app/ui/documents/page-text-answer.ts";
import { Page } from "#app/ui/page.tsx";
import type { PageTextView, PreviewDocumentView } from "#common/portal-documents-api.ts";
import { api } from "../../api.ts";
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
  const [view, setView] = useState<PreviewDocumentView>(first);
  const base = `${previewDocumentsApi(person.id, dealId)}/${encodeURIComponent(view.id)}`;

  // Addresses last a few minutes: looking again signs new ones (one more row in the log).
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
      return pageTextAnswer(result);
    },
    [base],
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
