// The data room over HTTP with many readers (the data room's budgets), on SQLite and on
// PostgreSQL: the production server with the portal on, a published 300-page PDF (the test
// corpus' many-pages.pdf), and investors signed in with both factors, each a member of an
// organisation with a live grant on the deal. First, the viewer's first page: opening the
// document to its first page image received, one reader at a time (p95 against 1.0 s),
// while the server still draws the other pages in the background. Then, once every page
// is drawn (as for a document published earlier), READERS people read at once, in order
// (bench/support/document-reader.ts), for about SECONDS (pages already asked for are still
// awaited): at a reading pace, judged against p99 <= 300 ms, then flicking through, the
// stress case; with the CPU cost of one page beside them. BENCH_SIZE=small: 10 readers for
// 5 s, arriving over 2 s. Figures, never a failure.
import type { StaffDocumentView } from "#common/portal-documents-api.ts";
import { pdfFixture } from "#tests/support/documents/pdf-fixtures.ts";
import { putFile, STAFF_API, signedInPerson } from "#tests/support/portal/index.ts";
import { enrolStaff, type StaffClient } from "#tests/support/staff/staff.ts";
import {
  FLICKING,
  PAGES_AHEAD,
  type Pace,
  READING,
  type Reader,
  readDocument,
  waitForAllPagesDrawn,
} from "./support/document-reader.ts";
import { processCpuMs } from "./support/process-cpu.ts";
import { startPortalServer } from "./support/server.ts";

const small = process.env.BENCH_SIZE === "small";
const READERS = Number(process.env.BENCH_READERS ?? (small ? 10 : 50));
const SECONDS = Number(process.env.BENCH_READERS_SECONDS ?? (small ? 5 : 40));
/** Readers open the document over this long, five a second at full size: a notice's e-mail brings them in together. */
const ARRIVAL_SECONDS = small ? 2 : 10;
/** Sequential openings for the first-page figure. */
const OPENINGS = small ? 5 : 20;
const ORGANISATIONS = 5;
const BUDGET = { pageP99Ms: 300, firstPageP95Ms: 1000 };

/** The engine's CPU per page (bench/documents.ts), printed beside the HTTP figure. */
export interface PageCpu {
  renderMs: number;
  watermarkMs: number;
}

const at = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;

async function made<T>(staff: StaffClient, path: string, body?: unknown): Promise<T> {
  const answer = await staff.json<T>(`${STAFF_API}${path}`, { method: "POST", body });
  if (answer.status !== 201 && answer.status !== 200)
    throw new Error(`POST ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Runs `work` for every item, `width` at a time. */
async function inBatches<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width)
    results.push(...(await Promise.all(items.slice(start, start + width).map(work))));
  return results;
}

/** READERS people read at once at `pace` for SECONDS; prints the page images' times and CPU. */
async function readTogether(database: string, pid: number, readers: Reader[], pace: Pace, cpu?: PageCpu) {
  const cpuBefore = processCpuMs(pid);
  const until = performance.now() + SECONDS * 1000;
  // Readers arrive over the first ARRIVAL_SECONDS, as people do, not in one instant.
  const readings = await Promise.all(
    readers.map(async (reader, n) => {
      await new Promise((resolve) => setTimeout(resolve, (n / readers.length) * ARRIVAL_SECONDS * 1000));
      return readDocument(reader, until, pace);
    }),
  );
  const cpuAfter = processCpuMs(pid);
  const pages = readings.flatMap((reading) => reading.pageMs);
  const failed = readings.reduce((sum, reading) => sum + reading.failed, 0);
  const p99 = at(pages, 0.99);
  const served = pages.length + readings.length;
  const serverCpu =
    cpuBefore !== undefined && cpuAfter !== undefined
      ? `${((cpuAfter - cpuBefore) / served).toFixed(1)} ms`
      : "n/a";
  const judged =
    pace === READING
      ? `budget p99 ${BUDGET.pageP99Ms} ms: ${p99 <= BUDGET.pageP99Ms ? "within" : "OVER"}`
      : "stress, not judged";
  console.log(
    `${database.padEnd(9)}${readers.length} ${pace.name}, ${pace.minS}-${pace.maxS} s a page, ${PAGES_AHEAD} ahead, arriving over ${ARRIVAL_SECONDS} s, ${SECONDS} s: page images ` +
      `p50 ${ms(at(pages, 0.5))}  p95 ${ms(at(pages, 0.95))}  p99 ${ms(p99)} (${served} images, ${(served / SECONDS).toFixed(1)}/s, ${failed} not 200; ${judged})`,
  );
  const readersFirst = readings.map((reading) => reading.firstPageMs);
  console.log(
    `${"".padEnd(9)}first page while all read: p50 ${ms(at(readersFirst, 0.5))}  p95 ${ms(at(readersFirst, 0.95))}; ` +
      `server CPU per image served ${serverCpu}` +
      (cpu
        ? `; one page in the engine (bench/documents.ts): drawing ${cpu.renderMs.toFixed(1)} ms once, watermark and JPEG ${cpu.watermarkMs.toFixed(1)} ms per view`
        : ""),
  );
}

/** One database: a deal, organisations with grants, the published PDF and READERS people. */
async function benchOne(database: string, env: Record<string, string>, cpu?: PageCpu): Promise<void> {
  const server = await startPortalServer(env);
  try {
    // Without PUBLIC_SITE_URL the server takes its loopback address as its own origin.
    const origin = server.url;
    const { client: staff } = await enrolStaff(server.url, origin, env, `docs-${database}@ucp.example`);
    const deal = (
      await made<{ id: string }>(staff, "/deals", {
        name: "Bench Fund",
        kind: "fund_raise",
        status: "marketing",
      })
    ).id;
    const organisations: string[] = [];
    for (let n = 0; n < ORGANISATIONS; n++) {
      const { id } = await made<{ id: string }>(staff, "/organisations", {
        name: `LP ${n}`,
        kind: "pension_fund",
      });
      await made(staff, `/deals/${deal}/grants`, { organisationId: id });
      organisations.push(id);
    }
    const uploadedAt = performance.now();
    const uploaded = await putFile(
      server.url,
      origin,
      staff,
      `${STAFF_API}/deals/${deal}/documents?name=Report.pdf&type=quarterly_report`,
      pdfFixture("many-pages"),
    );
    if (uploaded.status !== 201)
      throw new Error(`upload: ${uploaded.status} ${JSON.stringify(uploaded.body)}`);
    await made<StaffDocumentView>(staff, `/documents/${uploaded.body.id}/publication`);

    const enrolling = performance.now();
    const readers: Reader[] = await inBatches(
      Array.from({ length: READERS }, (_, n) => n),
      5,
      async (n) => {
        const { client } = await signedInPerson(
          { base: server.url, origin, staff },
          {
            email: `reader-${n}-${database}@bench.example`,
            memberships: [{ organisationId: organisations[n % ORGANISATIONS] ?? "", role: "principal" }],
          },
        );
        const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
        return {
          base: server.url,
          document: `/deals/${deal}/documents/${uploaded.body.id}`,
          headers: { cookie, origin },
        };
      },
    );
    console.log(
      `${database.padEnd(9)}${READERS} people enrolled and signed in (both factors) in ${((performance.now() - enrolling) / 1000).toFixed(1)} s`,
    );

    // The first opening draws page 1; later openings find it drawn and only watermark it.
    const openings: number[] = [];
    for (let n = 0; n < OPENINGS; n++) {
      const reader = readers[n % readers.length] as Reader;
      openings.push((await readDocument(reader, 0)).firstPageMs);
    }
    const firstP95 = at(openings, 0.95);
    console.log(
      `${database.padEnd(9)}viewer's first page over HTTP, one reader at a time: first opening ${ms(openings[0] ?? Number.NaN)}, ` +
        `p50 ${ms(at(openings, 0.5))}  p95 ${ms(firstP95)} (n=${openings.length}; budget p95 ${BUDGET.firstPageP95Ms} ms: ${firstP95 <= BUDGET.firstPageP95Ms ? "within" : "OVER"})`,
    );

    const drawing = performance.now();
    const pageCount = await waitForAllPagesDrawn(readers[0] as Reader);
    console.log(
      `${"".padEnd(9)}all ${pageCount} pages drawn ${((performance.now() - uploadedAt) / 1000).toFixed(1)} s after the upload ` +
        `(waited ${((performance.now() - drawing) / 1000).toFixed(1)} s more for them)`,
    );
    for (const pace of [READING, FLICKING]) await readTogether(database, server.pid, readers, pace, cpu);
  } finally {
    await server.stop();
  }
}

/** The many-readers section of `npm run bench:api`, on two fresh databases it is given. */
export async function runReadersBench(
  fresh: {
    sqlite: () => Promise<{ env: Record<string, string>; dispose(): void }>;
    postgres: () => Promise<{ env: Record<string, string>; dispose(): void }>;
  },
  cpu?: PageCpu,
): Promise<void> {
  console.log(
    `\nData room over HTTP: a published 300-page PDF, ${READERS} investors reading at once for ${SECONDS} s, on each database\n`,
  );
  for (const [database, make] of [
    ["sqlite", fresh.sqlite],
    ["postgres", fresh.postgres],
  ] as const) {
    const db = await make();
    try {
      await benchOne(database, db.env, cpu);
    } finally {
      db.dispose();
    }
  }
}
