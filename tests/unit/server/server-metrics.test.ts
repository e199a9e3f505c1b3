import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createServerMetrics } from "#server/ops/metrics/server-metrics.ts";

// The gauges read at a scrape give a value only when there is one: an operator's alert on
// an absent backup time (BackupNeverTaken) relies on the metric being absent, not 0.

describe("gauges read at a scrape", () => {
  const folder = mkdtempSync(join(tmpdir(), "ucp-metrics-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const scrape = (sources: Partial<Parameters<typeof createServerMetrics>[0]>) =>
    createServerMetrics({
      database: "sqlite",
      query: async () => [],
      pools: () => [],
      ...sources,
    }).registry.metrics();

  it("gives the last good backup's time in seconds, and no value before there is one", async () => {
    const status = join(folder, "backup-status.json");
    expect(await scrape({ backupStatusFile: status })).not.toMatch(
      /^ucp_backup_last_success_timestamp_seconds /m,
    );
    writeFileSync(status, JSON.stringify({ lastGoodBackup: "2026-11-28T05:00:00.000Z" }));
    expect(await scrape({ backupStatusFile: status })).toMatch(
      new RegExp(
        `^ucp_backup_last_success_timestamp_seconds ${Date.parse("2026-11-28T05:00:00.000Z") / 1000}$`,
        "m",
      ),
    );
  });

  it("names the database, which decides whether the server reports backups at all", async () => {
    expect(await scrape({})).toMatch(/^ucp_database_info\{kind="sqlite"\} 1$/m);
    expect(await scrape({ database: "postgres" })).toMatch(/^ucp_database_info\{kind="postgres"\} 1$/m);
  });

  it("gives the data room's and the hashes' load only where the server has them", async () => {
    const without = await scrape({});
    expect(without).not.toMatch(/^ucp_render_queue_depth /m);
    expect(without).not.toMatch(/^ucp_password_hashes_waiting /m);
    const text = await scrape({
      renderLoad: () => ({ queued: 3, busy: 1, workers: 1 }),
      passwordHashing: () => ({ hashing: 2, waiting: 5 }),
    });
    expect(text).toMatch(/^ucp_render_queue_depth 3$/m);
    expect(text).toMatch(/^ucp_render_busy_workers 1$/m);
    expect(text).toMatch(/^ucp_password_hashes_running 2$/m);
    expect(text).toMatch(/^ucp_password_hashes_waiting 5$/m);
  });
});
