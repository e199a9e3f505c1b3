import type { ReactNode, Ref } from "react";
import { Button } from "../button.tsx";
import { documentsContent } from "./documents-content.ts";

const text = documentsContent.viewer;

/** Paging, zoom and the download (a link where the firm allows it, else why not), above the pages. */
export function ViewerToolbar({
  page,
  count,
  zoom,
  canZoomIn,
  canZoomOut,
  step,
  barRef,
  changeZoom,
  download,
}: {
  page: number;
  count: number;
  zoom: number;
  canZoomIn: boolean;
  canZoomOut: boolean;
  /** Pages forward (+1) or back (-1) from the page last gone to. */
  step: (delta: number) => void;
  barRef: Ref<HTMLDivElement>;
  /** +1, -1, or 0 for actual size. */
  changeZoom: (step: number) => void;
  download: ReactNode;
}) {
  return (
    <>
      <div className="viewer-bar" role="toolbar" aria-label={text.toolbar} ref={barRef}>
        <div className="group">
          <Button
            variant="secondary"
            onClick={() => step(-1)}
            disabled={page <= 0}
            aria-label={text.previous}
          >
            ‹
          </Button>
          <span>{text.pageOf(page + 1, count)}</span>
          <Button
            variant="secondary"
            onClick={() => step(1)}
            disabled={page >= count - 1}
            aria-label={text.next}
          >
            ›
          </Button>
        </div>
        <div className="group">
          <Button
            variant="secondary"
            onClick={() => changeZoom(-1)}
            disabled={!canZoomOut}
            aria-label={text.zoomOut}
          >
            −
          </Button>
          <Button variant="secondary" onClick={() => changeZoom(0)}>
            {Math.round(zoom * 100)}%<span className="visually-hidden">{text.zoomReset}</span>
          </Button>
          <Button
            variant="secondary"
            onClick={() => changeZoom(1)}
            disabled={!canZoomIn}
            aria-label={text.zoomIn}
          >
            +
          </Button>
        </div>
        {download}
      </div>
      <p className="hint viewer-keys">{text.keysHint}</p>
    </>
  );
}
