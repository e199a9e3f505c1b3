// One investor reading a document as the viewer does: open it (signed page addresses come
// back), fetch the first page image, then read in order, the viewer keeping a few pages
// ahead requested: each page is read for a time drawn from a pace once its image has
// arrived (a person waits for a page to appear, so a slow server slows its readers rather
// than piling up requests without end). Every page image's time is recorded, answer read in full.
import type { PersonDocumentView } from "#common/portal-documents-api.ts";

/** Pages the viewer asks for beyond the one on screen. */
export const PAGES_AHEAD = 2;

export interface Reader {
  base: string;
  /** Path of the document under /portal/api (GET opens it). */
  document: string;
  headers: Record<string, string>;
}

export interface Reading {
  /** Opening to the first page image received, in ms. */
  firstPageMs: number;
  pageMs: number[];
  failed: number;
}

/** Seconds a person spends on a page, at least and at most. */
export interface Pace {
  name: string;
  minS: number;
  maxS: number;
}

/** Reading: a fast reader of a quarterly report or a deck still takes a few seconds a page. */
export const READING: Pace = { name: "reading", minS: 2, maxS: 6 };
/** Flicking through: a page every 0.5-1 s, far faster than anyone reads; the stress case. */
export const FLICKING: Pace = { name: "flicking through", minS: 0.5, maxS: 1 };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timedGet(url: string, headers: Record<string, string>) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return { ms: performance.now() - started, ok: response.status === 200 };
}

/** Opens the document, or throws with the server's answer. */
async function open(reader: Reader): Promise<PersonDocumentView> {
  const opened = await fetch(`${reader.base}/portal/api${reader.document}`, { headers: reader.headers });
  if (opened.status !== 200) throw new Error(`opening the document: ${opened.status} ${await opened.text()}`);
  return (await opened.json()) as PersonDocumentView;
}

/**
 * Waits until the document's last page is drawn (its image answers 200; the server answers
 * 503 after waiting a while for a page still being drawn), and gives the page count, so that readers meet a document
 * published earlier, as investors do, and not one still being drawn in the background.
 */
export async function waitForAllPagesDrawn(reader: Reader): Promise<number> {
  for (;;) {
    const view = await open(reader);
    const last = await fetch(`${reader.base}${view.pages.at(-1)?.image ?? ""}`, { headers: reader.headers });
    await last.arrayBuffer();
    if (last.status === 200) return view.pages.length;
    if (last.status !== 503) throw new Error(`the last page: ${last.status}`);
  }
}

/** Reads from page 1 in order at `pace` until `until` (a performance.now() time). */
export async function readDocument(reader: Reader, until: number, pace: Pace = READING): Promise<Reading> {
  const started = performance.now();
  const view = await open(reader);
  const image = (index: number) => `${reader.base}${view.pages[index]?.image ?? ""}`;
  const first = await timedGet(image(0), reader.headers);
  const reading: Reading = { firstPageMs: performance.now() - started, pageMs: [], failed: first.ok ? 0 : 1 };
  const requested = new Map<number, Promise<void>>([[0, Promise.resolve()]]);
  const request = (index: number) => {
    if (requested.has(index) || index >= view.pages.length) return;
    requested.set(
      index,
      timedGet(image(index), reader.headers).then(({ ms, ok }) => {
        reading.pageMs.push(ms);
        if (!ok) reading.failed++;
      }),
    );
  };
  for (let page = 0; page < view.pages.length && performance.now() < until; page++) {
    for (let ahead = 0; ahead <= PAGES_AHEAD; ahead++) request(page + ahead);
    await requested.get(page);
    await pause((pace.minS + Math.random() * (pace.maxS - pace.minS)) * 1000);
  }
  await Promise.all(requested.values());
  return reading;
}
