import "./viewer.css";
import { type CSSProperties, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useLoaderData, useParams } from "react-router";
import type { PageTextView, PersonDocumentView } from "../../../common/portal-documents-api.ts";
import { Page } from "../../ui/page.tsx";
import { api } from "../api.ts";
import { dealPath } from "../layout/paths.ts";
import { documentsContent } from "./documents-content.ts";
import { documentsApi } from "./documents-paths.ts";
import { outlineOf } from "./outline.ts";
import { sendBeat } from "./send-beat.ts";
import { useCurrentPage } from "./use-current-page.ts";
import { usePageBeats } from "./use-page-beats.ts";
import { useViewerKeys } from "./use-viewer-keys.ts";
import { openDocument, type viewerLoader } from "./viewer-loader.ts";
import { ViewerOutline } from "./viewer-outline.tsx";
import { ViewerPage } from "./viewer-page.tsx";
import { ViewerToolbar } from "./viewer-toolbar.tsx";

export { viewerLoader } from "./viewer-loader.ts";

const text = documentsContent.viewer;
export const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
const ACTUAL = ZOOMS.indexOf(1);

/**
 * A document in the viewer: pages drawn on the server with the reader's name in the pixels,
 * fetched as the reader reaches them; paging and zoom from buttons or keys, each page change
 * announced; the time on each page reported while the reader is there.
 */
export function ViewerScreen() {
  const first = useLoaderData<typeof viewerLoader>();
  const { dealId = "" } = useParams();
  const [view, setView] = useState<PersonDocumentView>(first);
  const [zoom, setZoom] = useState(ACTUAL);
  const [announced, setAnnounced] = useState("");
  const pageRefs = useRef<(HTMLElement | null)[]>([]);
  const count = view.pages.length;
  const current = useCurrentPage(pageRefs, count);
  // Where the keys page from: the page last gone to, until scrolling shows another.
  const position = useRef(0);
  useEffect(() => {
    position.current = current;
  }, [current]);

  const beat = useCallback(
    (page: { page: number; seconds: number }) =>
      sendBeat(documentsApi.beats(dealId, view.id, view.viewId), page),
    [dealId, view.id, view.viewId],
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
  }, [dealId, view.id]);

  const fetchText = useCallback(
    async (index: number) => {
      const result = await api<PageTextView>(documentsApi.pageText(dealId, view.id, index));
      return result.status === 200 ? result.body : null;
    },
    [dealId, view.id],
  );

  const goTo = useCallback(
    (index: number) => {
      const target = Math.max(0, Math.min(count - 1, index));
      const element = pageRefs.current[target];
      if (!element) return;
      position.current = target;
      element.scrollIntoView({ block: "start" });
      element.focus({ preventScroll: true });
      setAnnounced(text.pageOf(target + 1, count));
    },
    [count],
  );
  const changeZoom = (to: number) => {
    const next = Math.max(0, Math.min(ZOOMS.length - 1, to));
    setZoom(next);
    setAnnounced(text.zoomLevel(Math.round((ZOOMS[next] ?? 1) * 100)));
  };
  useViewerKeys({
    next: () => goTo(position.current + 1),
    previous: () => goTo(position.current - 1),
    first: () => goTo(0),
    last: () => goTo(count - 1),
    zoomIn: () => changeZoom(zoom + 1),
    zoomOut: () => changeZoom(zoom - 1),
    zoomReset: () => changeZoom(ACTUAL),
  });

  const outline = useMemo(() => outlineOf(view.outline), [view.outline]);
  return (
    <Page heading={<bdi>{view.title}</bdi>} title={`${view.title} · ${documentsContent.heading}`} wide>
      <p>
        <Link to={dealPath(dealId)}>{text.back}</Link>
      </p>
      <ViewerToolbar
        page={current}
        count={count}
        zoom={ZOOMS[zoom] ?? 1}
        canZoomIn={zoom < ZOOMS.length - 1}
        canZoomOut={zoom > 0}
        goTo={goTo}
        changeZoom={(step) => changeZoom(step === 0 ? ACTUAL : zoom + step)}
        download={view.downloadAllowed ? documentsApi.download(dealId, view.id) : null}
      />
      <p aria-live="polite" aria-atomic="true" className="visually-hidden">
        {announced}
      </p>
      <ViewerOutline outline={outline} goTo={goTo} />
      <div className="viewer-pages" style={{ "--zoom": ZOOMS[zoom] } as CSSProperties}>
        {view.pages.map((page) => (
          <ViewerPage
            key={page.index}
            ref={(element) => {
              pageRefs.current[page.index] = element;
            }}
            index={page.index}
            count={count}
            image={page.image}
            expiresAt={view.addressesExpireAt}
            headings={outline.filter((entry) => entry.page === page.index + 1)}
            fetchText={fetchText}
            onExpired={() => void reopen()}
            goTo={goTo}
          />
        ))}
      </div>
    </Page>
  );
}
