// The backup half of `npm run bench:api` (`--only=backup`): a SQLite path holding a million
// inquiries and 1 GB of documents is backed up with `npm run backup` while inserts arrive,
// then backed up again after a day's worth of change, then restored into an empty directory.
// It prints the times, the longest write wait and the second backup's size: figures, not verdicts.
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { silentLogger } from "#server/logger.ts";
import { openStore } from "#server/store/index.ts";
import { API_PATH, FORM_HEADERS, uniqueSubmission } from "#tests/support/servers/test-server.ts";
import { EXPORT_ROWS, seedSql } from "./support/export-bench.ts";
import { startServer } from "./support/server.ts";

const DOCUMENT_BYTES = Number(process.env.BENCH_BACKUP_DOCUMENT_MB ?? 1024) * 1_048_576;
const FILE_BYTES = 16 * 1_048_576;

function npmRun(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string; seconds: number }>((resolve) => {
    const started = performance.now();
    const child = spawn("npm", ["run", "--silent", script, "--", ...args], {
      env: { ...process.env, ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.once("close", (code) =>
      resolve({ code, stdout, stderr, seconds: (performance.now() - started) / 1000 }),
    );
  });
}

/** Random (incompressible, never deduplicated) files stored as the data room stores them. */
function addDocuments(sqlitePath: string, bytes: number): void {
  const db = new DatabaseSync(sqlitePath);
  const insert = db.prepare(
    "INSERT INTO document_blobs (sha256, size, chunk_count, created_at) VALUES (?, ?, ?, ?)",
  );
  for (let written = 0; written < bytes; written += FILE_BYTES) {
    const data = randomBytes(Math.min(FILE_BYTES, bytes - written));
    const sha = createHash("sha256").update(data).digest("hex");
    const folder = join(dirname(sqlitePath), "blobs", sha.slice(0, 2), sha.slice(2, 4));
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, sha), data);
    insert.run(sha, data.length, Math.ceil(data.length / 1_048_576), new Date().toISOString());
  }
  db.close();
}

/**
 * Sequential inserts until `stop` resolves; the slowest answer is what a visitor waited,
 * and `at` when it came, in seconds from the start.
 */
async function insertsUntil(base: string, stop: Promise<unknown>) {
  let done = false;
  void stop.then(() => (done = true));
  const started = performance.now();
  const times: number[] = [];
  let slowest = 0;
  let at = 0;
  let count = 0;
  while (!done) {
    const sent = performance.now();
    const response = await fetch(`${base}${API_PATH}`, {
      method: "POST",
      headers: FORM_HEADERS,
      body: JSON.stringify(uniqueSubmission()),
    });
    await response.arrayBuffer();
    if (response.status === 201) count += 1;
    const took = performance.now() - sent;
    times.push(took);
    if (took > slowest) [slowest, at] = [took, (sent - started) / 1000];
  }
  times.sort((a, b) => a - b);
  const p99 = times[Math.floor(times.length * 0.99)] ?? 0;
  return { slowest, at, p99, count };
}

export async function runBackupBench(): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), "ucp-bench-backup-"));
  const sqlitePath = join(root, "data", "ucp.sqlite");
  const env = {
    SQLITE_PATH: sqlitePath,
    BACKUP_REPOSITORY: join(root, "repository"),
    BACKUP_PASSWORD: "bench repository password",
  };
  try {
    console.log(
      `\nBackup: ${EXPORT_ROWS} inquiries and ${(DOCUMENT_BYTES / 1_073_741_824).toFixed(1)} GB of documents on SQLite, into a local restic repository\n`,
    );
    mkdirSync(dirname(sqlitePath), { recursive: true });
    await (await openStore({ SQLITE_PATH: sqlitePath }, silentLogger)).close();
    const seed = new DatabaseSync(sqlitePath);
    seed.exec(seedSql("sqlite"));
    seed.close();
    addDocuments(sqlitePath, DOCUMENT_BYTES);
    // The seeded inquiries are dated 2024: the default retention (24 months) would purge
    // them at start, and the backup would copy a database being emptied.
    const starting = performance.now();
    const server = await startServer({ SQLITE_PATH: sqlitePath, LOG_LEVEL: "warn", RETENTION: "off" });
    console.log(
      `  server started    ${((performance.now() - starting) / 1000).toFixed(1)} s on the seeded data`,
    );
    try {
      // The same inserts with no backup running: what the figures during the backup compare to.
      const alone = await insertsUntil(server.url, new Promise((resolve) => setTimeout(resolve, 5_000)));
      console.log(
        `  no backup, 5 s    ${alone.count} inserts answered: p99 ${alone.p99.toFixed(0)} ms, the slowest ${alone.slowest.toFixed(0)} ms`,
      );
      const first = npmRun("backup", [], env);
      const writes = await insertsUntil(server.url, first);
      const done = await first;
      if (done.code !== 0) throw new Error(`backup failed: ${done.stderr}`);
      console.log(`  first backup      ${done.seconds.toFixed(1)} s   ${done.stdout.trim()}`);
      console.log(
        `                    ${writes.count} inserts answered meanwhile: p99 ${writes.p99.toFixed(0)} ms, the slowest ${writes.slowest.toFixed(0)} ms, ${writes.at.toFixed(1)} s after the backup began`,
      );
    } finally {
      await server.stop();
    }
    addDocuments(sqlitePath, 4 * FILE_BYTES);
    const second = await npmRun("backup", [], env);
    console.log(
      `  second backup     ${second.seconds.toFixed(1)} s   ${second.stdout.trim()} (after 64 MB of new documents)`,
    );
    const restored = await npmRun("restore", ["latest"], {
      ...env,
      SQLITE_PATH: join(root, "restored", "ucp.sqlite"),
    });
    console.log(
      `  restore           ${restored.seconds.toFixed(1)} s   ${restored.stdout.trim() || restored.stderr.trim()}`,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
