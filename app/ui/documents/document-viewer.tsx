import "./viewer.css";
import { type CSSProperties, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { PersonDocumentView } from "#common/portal-documents-api.ts";
import { useBoxSize } from "../use-box-size.ts";
import { documentsContent } from "./documents-content.ts";
import { outlineOf } from "./outline.ts";
import type { PageTextAnswer } from "./page-text-answer.ts";
import { useCurrentPage } from "./use-current-page.ts";
import { useViewerKeys } from "./use-viewer-keys.ts";
import { ViewerOutline } from "./viewer-outline.tsx";
import { ViewerPage } from "./viewer-page.tsx";
import { ViewerToolbar } from "./viewer-toolbar.tsx";

const text = documentsContent.viewer;
const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
const ACTUAL = ZOOMS.indexOf(1);

/** What the viewer shows of an opened document: the person's opening, or staff's preview of it. */
export type ViewedDocument = Pick<PersonDocumentView, "id" | "outline" | "pages" | "addressesExpireAt">;

/**
 * A document's pages, drawn on the server with the reader's name in the pixels and fetched
 * as the reader reaches them; paging and zoom from buttons or keys, each change announced.
 * The portal's viewer and staff's "view as" preview both show it: each says where the page
 * text comes from, how to get fresh addresses, what the toolbar says of downloads, and
 * (the portal only) hears which page the reader is on.
 */
export function DocumentViewer({
  view,
  fetchText,
  reopen,
  download,
  onPage,
  onPageFailed,
}: {
  view: ViewedDocument;
  fetchText: (index: number) => Promise<PageTextAnswer>;
  /** Opens the document again for fresh page addresses. */
  reopen: () => void;
  /** The toolbar's download: a link where allowed, or a sentence saying why there is none. */
  download: ReactNode;
  onPage?: (page: number) => void;
  /** A page's image failed for another reason than its address expiring: the app may ask why. */
  onPageFailed?: (index: number) => void;
}) {
  const [zoom, setZoom] = useState(ACTUAL);
  const [announced, setAnnounced] = useState("");
  const pageRefs = useRef<(HTMLElement | null)[]>([]);
  const count = view.pages.length;
  const current = useCurrentPage(pageRefs, count);
  // Where the keys page from: the page last gone to, until scrolling shows another.
  const position = useRef(0);
  useEffect(() => {
    position.current = current;
    onPage?.(current);
  }, [current, onPage]);

  // The sticky toolbar's height (one row or three, by the screen's width): a page gone to
  // starts below it, not under it.
  const [bar, barSize] = useBoxSize<HTMLDivElement>();
  const barHeight = barSize?.height ?? 0;

  /** Goes to a page; the focus follows it, except from a toolbar button that stays usable. */
  const goTo = useCallback(
    (index: number, focus = true) => {
      const target = Math.max(0, Math.min(count - 1, index));
      const element = pageRefs.current[target];
      if (!element) return;
      position.current = target;
      element.scrollIntoView({ block: "start" });
      if (focus) element.focus({ preventScroll: true });
      setAnnounced(text.pageOf(target + 1, count));
    },
    [count],
  );
  const changeZoom = (to: number) => {
    const next = Math.max(0, Math.min(ZOOMS.length - 1, to));
    setZoom(next);
    setAnnounced(text.zoomLevel(Math.round((ZOOMS[next] ?? 1) * 100)));
  };
  // Keys page from the page that has the focus while it is on screen (the one last gone to,
  // even if an image arriving later shifts which page shows most), otherwise from the page
  // scrolling shows.
  const from = () => {
    const focused = pageRefs.current.findIndex(
      (element) => element !== null && element === document.activeElement,
    );
    const box = pageRefs.current[focused]?.getBoundingClientRect();
    return box && box.bottom > 0 && box.top < window.innerHeight ? focused : position.current;
  };
  // "Next page" keeps the focus for the next Enter; at the first or last page the button
  // turns off, and the focus goes to the page rather than to nowhere.
  const step = (delta: number) => {
    const target = from() + delta;
    goTo(target, target <= 0 || target >= count - 1);
  };
  useViewerKeys({
    next: () => goTo(from() + 1),
    previous: () => goTo(from() - 1),
    first: () => goTo(0),
    last: () => goTo(count - 1),
    zoomIn: () => changeZoom(zoom + 1),
    zoomOut: () => changeZoom(zoom - 1),
    zoomReset: () => changeZoom(ACTUAL),
  });

  const outline = useMemo(() => outlineOf(view.outline), [view.outline]);
  return (
    <>
      <ViewerToolbar
        page={current}
        count={count}
        zoom={ZOOMS[zoom] ?? 1}
        canZoomIn={zoom < ZOOMS.length - 1}
        canZoomOut={zoom > 0}
        step={step}
        barRef={bar}
        changeZoom={(step) => changeZoom(step === 0 ? ACTUAL : zoom + step)}
        download={download}
      />
      <p aria-live="polite" aria-atomic="true" className="visually-hidden">
        {announced}
      </p>
      <ViewerOutline outline={outline} goTo={goTo} />
      <div
        className="viewer-pages"
        style={{ "--zoom": ZOOMS[zoom], "--bar-height": `${barHeight}px` } as CSSProperties}
      >
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
            onExpired={reopen}
            onFailed={onPageFailed}
            goTo={goTo}
          />
        ))}
      </div>
    </>
  );
}
