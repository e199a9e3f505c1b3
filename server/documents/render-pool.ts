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
  /** Opens the PDF, refuses it (damaged, encrypted, scripted, too long) or gives its page count and outline. */
  async inspect(bytes: Uint8Array, maxPages: number): Promise<DocumentInfo> {
    return (await this.admit(bytes, maxPages)).info;
  }

  /**
   * `inspect`, and the first page drawn `firstPageWidth` wide in the same job. With
   * `handOver`, the caller gives up `bytes` (moved to the worker, not copied), which
   * saves a copy of a large file.
   */
  async admit(bytes: Uint8Array, maxPages: number, firstPageWidth?: number, handOver = false) {
    let info: DocumentInfo | undefined;
    let firstPage: PageResult | undefined;
    await this.submit(
      { op: "inspect", bytes, maxPages, firstPageWidth },
      { onInfo: (found) => (info = found), onPage: (page) => (firstPage = page), handOver },
    );
    if (!info || (firstPageWidth !== undefined && !firstPage))
      throw new DocumentRefusal("render_failed", "no answer");
    return { info, firstPage };
  }

  /** Renders `pages` in order, handing each to `onPage` as soon as it is drawn. */
  render(bytes: Uint8Array, pages: number[], width: number, onPage: (page: PageResult) => void) {
    return this.submit({ op: "render", bytes, pages, width }, { onPage });
  }

  /** The PDF stamped for `viewer` on every page; pdf-lib holds the whole file, so it runs here too. */
  async stamp(bytes: Uint8Array, viewer: Viewer): Promise<Uint8Array> {
    let stamped: Uint8Array | undefined;
    const timeoutMs = Math.max(this.options.timeoutMs, STAMP_TIMEOUT_MS);
    await this.submit({ op: "stamp", bytes, viewer }, { onStamped: (done) => (stamped = done), timeoutMs });
    if (!stamped) throw new DocumentRefusal("render_failed", "no answer");
    return stamped;
  }
}
