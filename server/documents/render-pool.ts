import { DocumentRefusal } from "./refusals.ts";
import type { DocumentInfo, PageResult } from "./render-messages.ts";
import { RenderScheduler } from "./render-scheduler.ts";
import type { Viewer } from "./watermark-text.ts";

export type { RenderPoolOptions } from "./render-scheduler.ts";

/** Stamping a long document is one step; it gets at least this long. */
const STAMP_TIMEOUT_MS = 30_000;

/**
 * Worker threads that check, draw and stamp PDFs, each job within the limits the
 * scheduler keeps (render-scheduler.ts), so no file can stall or crash the server.
 */
export class RenderPool extends RenderScheduler {
  /** Drawing jobs run and pages asked of them since start (tests count draws with these). */
  readonly drawn = { jobs: 0, pages: 0 };

  /** Opens the PDF at `file`, refuses it (damaged, encrypted, scripted, too long) or gives its page count and outline. */
  async inspect(file: string, maxPages: number): Promise<DocumentInfo> {
    return (await this.admit(file, maxPages)).info;
  }

  /**
   * `inspect`, and the first page drawn `firstPageWidth` wide in the same job. The worker
   * reads the file itself, as it needs it: the PDF never passes through this thread.
   */
  async admit(file: string, maxPages: number, firstPageWidth?: number) {
    let info: DocumentInfo | undefined;
    let firstPage: PageResult | undefined;
    await this.submit(
      { op: "inspect", file, maxPages, firstPageWidth },
      { onInfo: (found) => (info = found), onPage: (page) => (firstPage = page) },
    );
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
   * The PDF stamped for `viewer` on every page; pdf-lib holds the whole file, so it runs
   * here too. With `handOver` the caller gives up `bytes`, moved to the worker, not copied.
   */
  async stamp(bytes: Uint8Array, viewer: Viewer, handOver = false): Promise<Uint8Array> {
    let stamped: Uint8Array | undefined;
    const timeoutMs = Math.max(this.options.timeoutMs, STAMP_TIMEOUT_MS);
    await this.submit(
      { op: "stamp", bytes, viewer },
      { onStamped: (done) => (stamped = done), timeoutMs, handOver },
    );
    if (!stamped) throw new DocumentRefusal("render_failed", "no answer");
    return stamped;
  }
}
