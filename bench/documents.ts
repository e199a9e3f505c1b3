// The data room's engine, measured in-process (decision 0023; `npm run bench:api`, alone with
// `--only=documents`): time to
// the first watermarked page of a 300-page PDF, CPU per rendered page at the viewer's
// width, admitting and stamping a 200 MB PDF, a 200 MB upload's speed and memory on
// disk (SQLite) and in PostgreSQL, and a 200 MB PDF uploaded over HTTP to the production
// server, admitted and with every page drawn, with the server's memory (both stores).
// Figures, not verdicts. BENCH_SIZE=small runs a quick check (20 MB, fewer rounds).
//   node --disable-warning=ExperimentalWarning bench/documents.ts
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "#server/config.ts";
import { admitPdf } from "#server/documents/pdf/admit-pdf.ts";
import { RenderPool } from "#server/documents/render/pool.ts";
import { renderPoolOptions } from "#server/documents/settings.ts";
import { startPostgres } from "#tests/support/database/postgres.ts";
import { pdfFixturePath } from "#tests/support/documents/pdf-fixtures.ts";
import { probeUpload } from "#tests/support/documents/upload-probe-run.ts";
import { BENCH_VIEWER, firstPageMs, pageCpu, summary } from "./support/documents-viewer.ts";
import { imagePagesPdf } from "./support/large-pdf.ts";
import { largePdfOverHttp } from "./support/large-pdf-http.ts";

const small = process.env.BENCH_SIZE === "small";
const uploadMb = small ? 20 : 200;
const rounds = small ? 5 : 20;
const settings = loadConfig();
const pdf = pdfFixturePath("many-pages");
/** Pages of about 2 MB each, so the file stays just under the default largest upload (200 MiB). */
const largePages = Math.floor((uploadMb * 1024 * 1024) / 2_110_000);

/** The engine section: first page, CPU per page, a large PDF admitted and stamped, uploads. */
export async function runDocumentsBench(): Promise<{ renderMs: number; watermarkMs: number }> {
  console.log(
    `Documents benchmark: ${settings.DOCUMENT_RENDER_WORKERS} render workers, ${uploadMb} MB uploads\n`,
  );

  const dir = mkdtempSync(join(tmpdir(), "ucp-bench-documents-"));
  const large = imagePagesPdf(largePages);
  const largeFile = join(dir, "large.pdf");
  writeFileSync(largeFile, large);
  const largeMb = (large.length / 1024 / 1024).toFixed(0);
  // Its own pool, warmed on a small file, so the figures are the large file's alone.
  const largePool = new RenderPool(renderPoolOptions(settings));
  await largePool.inspect(pdf, settings.DOCUMENT_MAX_PAGES);
  const beforeAdmit = process.memoryUsage().rss;
  let admitPeak = beforeAdmit;
  const sampler = setInterval(() => (admitPeak = Math.max(admitPeak, process.memoryUsage().rss)), 10);
  let started = performance.now();
  await admitPdf(largePool, largeFile, settings.DOCUMENT_MAX_PAGES);
  const admitMs = performance.now() - started;
  const admitMb = (admitPeak - beforeAdmit) / 1024 / 1024;
  started = performance.now();
  await largePool.stamp(largeFile, BENCH_VIEWER);
  const stampMs = performance.now() - started;
  clearInterval(sampler);
  console.log(
    `a ${largeMb} MB PDF of ${largePages} image pages, in-process: admitted from its file in ${admitMs.toFixed(0)} ms ` +
      `(memory +${admitMb.toFixed(0)} MB), stamped (pdf-lib, read a window at a time) in ${stampMs.toFixed(0)} ms (memory with stamping ` +
      `+${((admitPeak - beforeAdmit) / 1024 / 1024).toFixed(0)} MB; limit ${settings.DOCUMENT_RENDER_MEMORY_MB})`,
  );
  await largePool.close();

  const cold: number[] = [];
  for (let round = 0; round < Math.min(rounds, 5); round++) {
    const pool = new RenderPool({ ...renderPoolOptions(settings), workers: 1 });
    const started = performance.now();
    await firstPageMs(pool, pdf);
    cold.push(performance.now() - started);
    await pool.close();
  }
  const pool = new RenderPool(renderPoolOptions(settings));
  const warm: number[] = [];
  for (let round = 0; round < rounds; round++) warm.push(await firstPageMs(pool, pdf));
  console.log(
    `first watermarked page of a 300-page PDF, fresh worker (engine load included): ${summary(cold)}`,
  );
  console.log(`first watermarked page of a 300-page PDF, warm pool: ${summary(warm)}`);
  const cpu = await pageCpu(pool, pdf, small ? 10 : 50);
  console.log(
    `CPU per page at 1240 px: drawing ${cpu.renderMs.toFixed(1)} ms, watermark + JPEG ${cpu.watermarkMs.toFixed(1)} ms`,
  );
  await pool.close();

  const postgres = await startPostgres();
  try {
    const stores = [
      ["disk (SQLite)", { SQLITE_PATH: join(dir, "bench.sqlite") }],
      ["PostgreSQL", { DATABASE_URL: await postgres.createDatabase("documents") }],
    ] as const;
    for (const [name, env] of stores) {
      const figures = await probeUpload(env, uploadMb);
      console.log(
        `${uploadMb} MB upload to ${name}: ${figures.megabytesPerSecond.toFixed(0)} MB/s (budget 50 on disk), ` +
          `memory +${figures.growthMb.toFixed(0)} MB over ${figures.baselineRssMb.toFixed(0)} MB (budget 200)`,
      );
    }
    const overHttp = [
      ["disk (SQLite)", { SQLITE_PATH: join(dir, "http", "bench.sqlite") }],
      [
        "PostgreSQL",
        {
          DATABASE_URL: await postgres.createDatabase("documents_http"),
          SQLITE_PATH: join(dir, "pg", "x.sqlite"),
        },
      ],
    ] as const;
    for (const [name, env] of overHttp) {
      const figures = await largePdfOverHttp(env, large, largePages);
      console.log(
        `a ${figures.megabytes.toFixed(0)} MB PDF uploaded over HTTP to ${name}, admitted, its ${largePages} pages drawn: ` +
          `stored and admitted in ${figures.uploadSeconds.toFixed(1)} s (server memory +${figures.admittedGrowthMb.toFixed(0)} MB), ` +
          `every page drawn by ${figures.drawnSeconds.toFixed(1)} s: server memory +${figures.growthMb.toFixed(0)} MB ` +
          `over ${figures.baselineMb.toFixed(0)} MB (budget 200)`,
      );
    }
  } finally {
    await postgres.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return cpu;
}

if (import.meta.main) await runDocumentsBench();
