// A large PDF through the whole data room over HTTP: the production server as a child
// process, staff upload it (streamed to the store, admitted in the render pool), and its
// pages are drawn in the background; the server's resident memory is sampled from /proc
// meanwhile, against its level just before the upload (its budget: within +200 MB).
import { readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { setTimeout as delay } from "node:timers/promises";
import { withClient } from "#tests/support/database/postgres.ts";
import { putFile, STAFF_API } from "#tests/support/portal/index.ts";
import { enrolStaff } from "#tests/support/staff/staff.ts";
import { startPortalServer } from "./server.ts";

export interface LargePdfFigures {
  megabytes: number;
  uploadSeconds: number;
  drawnSeconds: number;
  baselineMb: number;
  /** The peak growth until the upload was answered (stored and admitted). */
  admittedGrowthMb: number;
  /** The peak growth until every page was drawn. */
  growthMb: number;
}

const rssMb = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return Number(line?.[1] ?? Number.NaN) / 1024;
};

/** How many pages of the document are drawn and kept, read from the database itself. */
async function drawnPages(env: Record<string, string>, documentId: string): Promise<number> {
  const sql = "SELECT count(*) AS n FROM portal_document_pages WHERE document_id = ";
  if (env.DATABASE_URL)
    return withClient(env.DATABASE_URL, async (client) =>
      Number((await client.query<{ n: string }>(`${sql}$1`, [documentId])).rows[0]?.n),
    );
  const db = new DatabaseSync(env.SQLITE_PATH ?? "", { timeout: 5000 });
  try {
    return Number((db.prepare(`${sql}?`).get(documentId) as { n: number }).n);
  } finally {
    db.close();
  }
}

/** Uploads `pdf` (of `pages` pages) over HTTP and waits until every page is drawn. */
export async function largePdfOverHttp(
  env: Record<string, string>,
  pdf: Uint8Array,
  pages: number,
): Promise<LargePdfFigures> {
  const server = await startPortalServer(env);
  try {
    const origin = server.url;
    const { client: staff } = await enrolStaff(server.url, origin, env, "large-pdf@ucp.example");
    const deal = await staff.json<{ id: string }>(`${STAFF_API}/deals`, {
      method: "POST",
      body: { name: "Large file fund", kind: "fund_raise", status: "marketing" },
    });
    const baselineMb = rssMb(server.pid);
    let peakMb = baselineMb;
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(server.pid))), 20);
    const started = performance.now();
    const uploaded = await putFile(
      server.url,
      origin,
      staff,
      `${STAFF_API}/deals/${deal.body.id}/documents?name=Scans.pdf&type=data_room`,
      pdf,
    );
    const uploadSeconds = (performance.now() - started) / 1000;
    const admittedGrowthMb = Math.max(peakMb, rssMb(server.pid)) - baselineMb;
    if (uploaded.status !== 201)
      throw new Error(`upload: ${uploaded.status} ${JSON.stringify(uploaded.body)}`);
    const deadline = Date.now() + 15 * 60_000;
    while ((await drawnPages(env, uploaded.body.id)) < pages) {
      if (Date.now() > deadline) throw new Error("the pages were not drawn within 15 minutes");
      await delay(200);
    }
    clearInterval(sampler);
    return {
      megabytes: pdf.length / 1024 / 1024,
      uploadSeconds,
      drawnSeconds: (performance.now() - started) / 1000,
      baselineMb,
      admittedGrowthMb,
      growthMb: Math.max(peakMb, rssMb(server.pid)) - baselineMb,
    };
  } finally {
    await server.stop();
  }
}
