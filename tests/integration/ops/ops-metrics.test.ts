import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HASHES_AT_ONCE, passwordHashing } from "#server/auth/passwords/password-hashing.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/databases.ts";
import { pdfFixturePath } from "#tests/support/documents/pdf-fixtures.ts";
import { freePort } from "#tests/support/servers/free-port.ts";
import { eventually } from "#tests/support/servers/smtp.ts";
import { startServer, type TestServer, uniqueSubmission } from "#tests/support/servers/test-server.ts";

// /metrics as an operator's Prometheus reads it: on METRICS_PORT only, from two instances on
// one PostgreSQL, scraped by Debian's prometheus; the alert rules tested by promtool.

const RULES = resolve("ops/prometheus");

describe("metrics and alerts", () => {
  let db: TestDatabase;
  const servers: TestServer[] = [];
  const metricsOf = async (server: TestServer) =>
    (await fetch(`http://127.0.0.1:${server.app.metricsPort}/metrics`)).text();

  beforeAll(async () => {
    db = await createTestDatabase("postgres", "metrics");
    for (let i = 0; i < 2; i++) servers.push(await startServer({ ...db.env, METRICS_PORT: "0" }));
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    db.dispose();
  });

  it("serves /metrics only on its own port: the public port answers 404", async () => {
    const [server] = servers as [TestServer];
    const publicAnswer = await fetch(`${server.base}/metrics`);
    expect(publicAnswer.status).toBe(404);
    expect(await publicAnswer.text()).not.toContain("ucp_http_requests_total");
    expect(server.app.metricsPort).not.toBe(server.port);
    const other = await fetch(`http://127.0.0.1:${server.app.metricsPort}/anything-else`);
    expect(other.status).toBe(404);
  });

  it("counts requests per route group and shows the outbox backlog and its age", async () => {
    const [first] = servers as [TestServer];
    expect((await first.post(uniqueSubmission())).status).toBe(201);
    await fetch(`${first.base}/no-such-page`);
    const text = await eventually(async () => {
      const body = await metricsOf(first);
      return /ucp_outbox_backlog\{outbox="notifications"\} [1-9]/.test(body) ? body : undefined;
    }, "the queued notification in the backlog");
    expect(text).toMatch(/ucp_http_requests_total\{group="insert",status="2xx"\} 1\n/);
    expect(text).toMatch(/ucp_http_requests_total\{group="site",status="4xx"\} [1-9]\d*\n/);
    expect(text).toMatch(/ucp_http_request_duration_seconds_bucket\{le="\+Inf",group="insert"\} 1\n/);
    expect(text).toMatch(/ucp_outbox_oldest_age_seconds\{outbox="notifications"\} \d/);
    expect(text).toMatch(/ucp_outbox_backlog\{outbox="replies"\} 0\n/);
    expect(text).toMatch(/ucp_db_pool_connections\{pool="auth"\} \d/);
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds \d/);
    // pgBackRest backs PostgreSQL up outside the server: no backup time, and the kind that
    // keeps BackupNeverTaken quiet.
    expect(text).toMatch(/^ucp_database_info\{kind="postgres"\} 1$/m);
    expect(text).not.toMatch(/^ucp_backup_last_success_timestamp_seconds /m);
  });

  it("a real Prometheus scrapes both instances and loads the alert rules", async () => {
    const folder = mkdtempSync(join(tmpdir(), "ucp-prometheus-"));
    const port = await freePort();
    const targets = servers.map((server) => `"127.0.0.1:${server.app.metricsPort}"`).join(", ");
    writeFileSync(
      join(folder, "prometheus.yml"),
      `global:\n  scrape_interval: 1s\n  evaluation_interval: 1s\nrule_files:\n  - ${join(RULES, "alerts.yml")}\nscrape_configs:\n  - job_name: ucp\n    static_configs:\n      - targets: [${targets}]\n`,
    );
    const prometheus = spawn(
      "prometheus",
      [
        `--config.file=${join(folder, "prometheus.yml")}`,
        `--storage.tsdb.path=${join(folder, "data")}`,
        `--web.listen-address=127.0.0.1:${port}`,
      ],
      { stdio: "ignore" },
    );
    const query = async (expr: string) => {
      const response = await fetch(
        `http://127.0.0.1:${port}/api/v1/query?query=${encodeURIComponent(expr)}`,
      ).catch(() => undefined);
      if (!response?.ok) return undefined;
      const body = (await response.json()) as { data: { result: { value: [number, string] }[] } };
      return body.data.result.map((row) => row.value[1]);
    };
    try {
      await eventually(
        async () => (await query('sum(up{job="ucp"})'))?.[0] === "2",
        "both instances up",
        60_000,
      );
      const instances = await eventually(
        async () => {
          const counted = await query('count by (instance) (ucp_outbox_backlog{outbox="notifications"})');
          return counted?.length === 2 ? counted : undefined;
        },
        "the outbox gauge from both instances",
        30_000,
      );
      expect(instances).toEqual(["1", "1"]);
      type Rule = { name: string; state: string; lastEvaluation: string };
      const rulesNow = async () =>
        (
          (await (await fetch(`http://127.0.0.1:${port}/api/v1/rules`)).json()) as {
            data: { groups: { rules: Rule[] }[] };
          }
        ).data.groups.flatMap((group) => group.rules);
      // Evaluated after both instances' scrapes were in: on PostgreSQL, with no backup time
      // to report, the never-backed-up alert is not even pending.
      const scraped = Date.now();
      const neverTaken = await eventually(async () => {
        const rule = (await rulesNow()).find((candidate) => candidate.name === "BackupNeverTaken");
        return rule && Date.parse(rule.lastEvaluation) > scraped ? rule : undefined;
      }, "a rule evaluation after the scrapes");
      expect(neverTaken.state).toBe("inactive");
      expect((await rulesNow()).map((rule) => rule.name).sort()).toEqual([
        "BackupNeverTaken",
        "BackupTooOld",
        "EventLoopLag",
        "OutboxStuck",
        "RenderFailures",
        "ServerErrors",
      ]);
    } finally {
      prometheus.kill("SIGTERM");
      await new Promise((done) => prometheus.once("exit", done));
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);

  it("shows password hashes running and waiting their turn", async () => {
    const server = await startServer({ METRICS_PORT: "0", AUTH_SECRET: "m".repeat(40) });
    try {
      const idle = await metricsOf(server);
      expect(idle).toMatch(/ucp_password_hashes_running 0\n/);
      expect(idle).toMatch(/ucp_password_hashes_waiting 0\n/);
      const stored = await passwordHashing.hash("metrics passphrase 2026");
      // Many more than can run at once: the queue is still long when the scrape reads it.
      const checks = Array.from({ length: HASHES_AT_ONCE + 20 }, () =>
        passwordHashing.verify({ hash: stored, password: "metrics passphrase 2026" }),
      );
      const busy = await metricsOf(server);
      await Promise.all(checks);
      expect(busy).toMatch(new RegExp(`ucp_password_hashes_running ${HASHES_AT_ONCE}\\n`));
      const waiting = Number(/ucp_password_hashes_waiting (\d+)\n/.exec(busy)?.[1]);
      expect(waiting).toBeGreaterThan(0);
      expect(waiting).toBeLessThanOrEqual(20);
      expect(await metricsOf(server)).toMatch(/ucp_password_hashes_waiting 0\n/);
    } finally {
      await server.close();
    }
  });

  it("shows the data room's render queue and each job's duration by how it ended", async () => {
    const server = await startServer({
      PORTAL_ENABLED: "on",
      METRICS_PORT: "0",
      AUTH_SECRET: "m".repeat(40),
    });
    try {
      const idle = await metricsOf(server);
      expect(idle).toMatch(/ucp_render_queue_depth 0\n/);
      // The first scrape already holds the outboxes as they are, not the scrape before's.
      expect(idle).toMatch(/ucp_outbox_backlog\{outbox="notifications"\} 0\n/);
      expect(idle).toMatch(/ucp_render_busy_workers 0\n/);
      const pool = server.app.renderPool;
      if (!pool) throw new Error("the portal opened no render pool");
      await pool.inspect(pdfFixturePath("normal"), 100);
      await pool.inspect(pdfFixturePath("launch"), 100).catch(() => undefined);
      const text = await metricsOf(server);
      expect(text).toMatch(/ucp_render_job_duration_seconds_count\{op="inspect",outcome="done"\} 1\n/);
      expect(text).toMatch(/ucp_render_job_duration_seconds_count\{op="inspect",outcome="refused"\} 1\n/);
    } finally {
      await server.close();
    }
  });

  it("every alert rule passes its promtool test (firing and quiet cases)", () => {
    const result = spawnSync("promtool", ["test", "rules", "alerts.test.yml"], {
      cwd: RULES,
      encoding: "utf8",
    });
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toContain("SUCCESS");
  });
});
