import { statSync } from "node:fs";
import { DocumentRefusal } from "../refusals.ts";
import type { StampedPdf } from "../watermark/stamp/stamp-pdf.ts";
import type { Viewer } from "../watermark/text.ts";
import type { DocumentInfo, PageResult } from "./messages.ts";
import { RenderScheduler } from "./scheduler.ts";

export type { RenderPoolOptions } from "./scheduler.ts";

/**
 * Stamping a long document is one step; it gets at least this long. So does the check for
 * active content at upload, which parses the whole file as the stamp does (pdf-lib).
 */
const STAMP_TIMEOUT_MS = 30_000;
/**
 * The active-content check has PDFium write a copy of the whole file, compressing every
 * unfiltered stream: a 198 MB PDF of raw images took 80 s on a loaded machine. Its time
 * grows with the file's size, at this rate past the stamp's 30 s.
 */
const CHECK_MS_PER_MB = 500;

/**
 * Worker threads that check, draw and stamp PDFs, each job within the limits the
 * scheduler keeps (render-scheduler.ts), so no file can stall or crash the server.
 */
export class RenderPool extends RenderScheduler {
  /** Drawing jobs run and pages asked of them since start (tests count draws with these). */
  readonly drawn = { jobs: 0, pages: 0 };

  /** Opens the PDF at `file`, refuses it (damaged, encrypted, active, too long) or gives its page count and outline. */
  async inspect(file: string, maxPages: number): Promise<DocumentInfo> {
    return (await this.admit(file, maxPages)).info;
  }

  /**
   * `inspect`, then the first page drawn `firstPageWidth` wide. The worker reads the file
   * itself, as it needs it: the PDF never passes through this thread. The checks get the
   * stamp's time, the drawing the page limit: a file too slow to draw is refused, one
   * merely long to parse (thousands of pages) is not.
   */
  async admit(file: string, maxPages: number, firstPageWidth?: number) {
    let info: DocumentInfo | undefined;
    let firstPage: PageResult | undefined;
    // A file that is not there is the worker's to refuse, as render_failed.
    const megabytes = (statSync(file, { throwIfNoEntry: false })?.size ?? 0) / 1_048_576;
    const timeoutMs = Math.max(this.options.timeoutMs, STAMP_TIMEOUT_MS, megabytes * CHECK_MS_PER_MB);
    await this.submit({ op: "inspect", file, maxPages }, { onInfo: (found) => (info = found), timeoutMs });
    if (firstPageWidth !== undefined)
      await this.render(file, [0], firstPageWidth, (page) => (firstPage = page));
    if (!info || (firstPageWidth !== undefined && !firstPage))
      throw new DocumentRefusal("render_failed", "no answer");
    return { info, firstPage };
  }

  /** Renders `pages` of the PDF at `file` in order, handing each to `onPage` as soon as it is drawn. */
  render(file: string, pages: number[], width: number, onPage: (page: PageResult) => void) {
    this.drawn.jobs++;
    this.drawn.pages += pages.length;
    return this.submit({ op: "render", file, pages, width }, { onPage });
  }

  /**
   * The PDF at `file` stamped for `viewer` on every page: the incremental update to send
   * after the file's own bytes (stamp/stamp-pdf.ts). pdf-lib reads the file a window at a
   * time, in the worker, within the pool's limits; the main thread never holds it.
   */
  async stamp(file: string, viewer: Viewer): Promise<StampedPdf> {
    let stamped: StampedPdf | undefined;
    const timeoutMs = Math.max(this.options.timeoutMs, STAMP_TIMEOUT_MS);
    await this.submit({ op: "stamp", file, viewer }, { onStamped: (done) => (stamped = done), timeoutMs });
    if (!stamped) throw new DocumentRefusal("render_failed", "no answer");
    return stamped;
  }
}
