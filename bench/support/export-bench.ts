// The export half of `npm run bench:api`: a million inquiries seeded with plain SQL,
// then `inquiries export` run as the operator runs it, timed, with its peak memory
// of the CLI's own process (it prints process.resourceUsage().maxRSS when
// INQUIRIES_REPORT_RSS=1; npm's process around it is not counted).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);
const BUDGET_MB = 150;

/** Seeds EXPORT_ROWS inquiries of a realistic size (a 300-character message). */
export function seedSql(dialect: "sqlite" | "postgres"): string {
  const message = `'Benchmark inquiry ' || i || '. We are raising a fund, would like to talk about structuring, placement and the LP relationship; please call us next week, any afternoon, at the number on our website. "Quoted", commas, and a second line follows.' || char(10) || 'Best regards.'`;
  return dialect === "sqlite"
    ? `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${EXPORT_ROWS})
       INSERT INTO contact_submissions (created_at, name, email, message, fund_type, aum, content_hash)
       SELECT strftime('%Y-%m-%dT%H:%M:%f', '2024-01-01', '+' || (i * 10) || ' seconds') || 'Z',
              'Sender number ' || i, 'sender' || i || '@example.com', ${message},
              'Private Equity', '$100M - $500M', printf('%064d', i)
       FROM n`
    : `INSERT INTO contact_submissions (created_at, name, email, message, fund_type, aum, content_hash)
       SELECT timestamptz '2024-01-01T00:00:00Z' + i * interval '10 seconds',
              'Sender number ' || i, 'sender' || i || '@example.com', ${message.replace("char(10)", "chr(10)")},
              'Private Equity', '$100M - $500M', lpad(i::text, 64, '0')
       FROM generate_series(1, ${EXPORT_ROWS}) AS i`;
}

interface ExportRun {
  seconds: number;
  peakMb: number;
  bytes: number;
  output: string;
}

function runExport(env: Record<string, string>, args: string[], file: string): Promise<ExportRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    // Exactly the operator's command, with the heap settings of its npm script.
    const child = spawn("npm", ["run", "--silent", "inquiries", "--", "export", ...args, "--out", file], {
      env: { ...process.env, DATABASE_URL: "", SQLITE_PATH: "", ...env, INQUIRIES_REPORT_RSS: "1" },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("error", reject);
    child.once("close", (code) => {
      const seconds = (performance.now() - started) / 1000;
      const peak = /peak RSS: ([\d.]+) MB/.exec(output)?.[1];
      if (code !== 0 || peak === undefined) return reject(new Error(`export failed (${code}): ${output}`));
      resolve({ seconds, peakMb: Number(peak), bytes: statSync(file).size, output });
    });
  });
}

/** Exports as CSV and JSON (and nothing, for the baseline memory) and prints one line each. */
export async function benchExport(database: string, env: Record<string, string>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "ucp-bench-export-"));
  try {
    const empty = await runExport(env, ["--format", "csv", "--since", "2100-01-01"], join(dir, "none.csv"));
    for (const format of ["csv", "json"] as const) {
      const file = join(dir, `all.${format}`);
      const run = await runExport(env, ["--format", format], file);
      const verdict = run.peakMb < BUDGET_MB ? "within" : "OUTSIDE";
      console.log(
        `${database.padEnd(10)}  export --format ${format.padEnd(4)} ${EXPORT_ROWS} rows: ${run.seconds.toFixed(1)} s` +
          ` (${Math.round(EXPORT_ROWS / run.seconds)} rows/s, ${(run.bytes / 1e6).toFixed(0)} MB written),` +
          ` peak RSS ${run.peakMb.toFixed(0)} MB (${empty.peakMb.toFixed(0)} MB for an empty export)` +
          ` · ${verdict} budget (< ${BUDGET_MB} MB)`,
      );
      rmSync(file);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
