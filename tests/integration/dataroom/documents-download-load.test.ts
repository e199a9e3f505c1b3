import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imagePagesPdf } from "#bench/support/large-pdf.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";
import {
  type DownloadAnswer,
  type DownloadLoad,
  downloadLoad,
} from "#tests/support/documents/download-load.ts";
import { pdfPageTexts } from "#tests/support/documents/pdf-text.ts";

// Stamped downloads cannot take the server's memory, however many are asked for at once:
// one file is stamped at a time (DOCUMENT_DOWNLOADS_STAMPING=1), two more wait
// (DOCUMENT_DOWNLOAD_QUEUE=2), and the rest are answered 503 with Retry-After; a person has
// at most two downloads under way (429 past that). The server runs as a child process and
// its peak resident memory is read from /proc (VmHWM, reset before the downloads), so no
// sampling can miss a peak.

const PAGES = 10;
const PEOPLE = 8;
/**
 * The bound: one file held for stamping (pdf-lib's parse of it and the update it writes,
 * about twice the file) and one chunk per download in flight, whatever the number asking.
 * Before, every request read the whole file into the server first: 8 x 21 MB on top.
 */
const boundMb = (fileMb: number) => 2.5 * fileMb + 80;

const statuses = (answers: DownloadAnswer[]) => answers.map((answer) => answer.status).sort();

describe.each(DATABASE_KINDS)("stamped downloads under load on %s", (kind) => {
  let db: TestDatabase;
  let load: DownloadLoad;
  let pdf: Uint8Array;
  let dataDir: string;

  beforeAll(async () => {
    db = await createTestDatabase(kind, "download_load");
    dataDir = mkdtempSync(join(tmpdir(), "ucp-download-load-"));
    pdf = imagePagesPdf(PAGES);
    load = await downloadLoad(
      {
        SQLITE_PATH: join(dataDir, "ucp.sqlite"),
        ...db.env,
        DOCUMENT_DOWNLOADS_STAMPING: "1",
        DOCUMENT_DOWNLOAD_QUEUE: "2",
        DOCUMENT_DOWNLOADS_PER_PERSON: "2",
      },
      pdf,
      PEOPLE,
    );
  }, 600_000);
  afterAll(async () => {
    await load?.stop();
    db?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("stamps one file at a time, answers the excess 503 with Retry-After, and stays within its memory bound", {
    timeout: 300_000,
  }, async () => {
    const fileMb = pdf.length / 1024 / 1024;
    const before = load.resetPeak();
    const answers = await Promise.all(load.people.map((person) => load.download(person)));
    const growth = load.peak() - before;
    const served = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    // Three places (one stamping, two waiting) for eight requests made together.
    expect(served.length, JSON.stringify(statuses(answers))).toBeGreaterThanOrEqual(3);
    expect(refused.length, JSON.stringify(statuses(answers))).toBeGreaterThanOrEqual(1);
    for (const answer of refused)
      expect([answer.status, answer.code, answer.retryAfter]).toEqual([503, "downloads_busy", "10"]);
    // Each served copy is the stored file, byte for byte, then the stamp.
    const original = createHash("sha256").update(pdf).digest("hex");
    for (const answer of served) {
      expect(answer.prefixSha256).toBe(original);
      expect(answer.size).toBeGreaterThan(pdf.length);
    }
    expect(growth, `peak growth ${growth.toFixed(0)} MB for a ${fileMb.toFixed(0)} MB file`).toBeLessThan(
      boundMb(fileMb),
    );
  });

  it("gives a person two downloads at once and answers a third 429, then serves them again", {
    timeout: 300_000,
  }, async () => {
    const [person] = load.people;
    if (!person) throw new Error("no person");
    const answers = await Promise.all([1, 2, 3].map(() => load.download(person)));
    expect(statuses(answers)).toEqual([200, 200, 429]);
    const refused = answers.find((answer) => answer.status === 429);
    expect([refused?.code, refused?.retryAfter]).toEqual(["too_many_downloads", "10"]);
    expect((await load.download(person)).status).toBe(200);
  });

  it("hands out a valid PDF that carries the reader's e-mail on every page", {
    timeout: 300_000,
  }, async () => {
    const [, person] = load.people;
    if (!person) throw new Error("no person");
    const answer = await load.download(person, { keep: true });
    expect(answer.status).toBe(200);
    const texts = await pdfPageTexts(answer.body ?? randomBytes(8));
    expect(texts).toHaveLength(PAGES);
    for (const text of texts) expect(text).toContain(person.email);
  });
});
