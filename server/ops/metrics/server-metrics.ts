import { readFileSync } from "node:fs";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { OUTBOXES, outboxState } from "./outbox-gauges.ts";

export interface MetricSources {
  /** Runs one read on the server's database (both dialects take this SQL). */
  query(sql: string): Promise<Record<string, unknown>[]>;
  /** The pg pools the server holds, by name; empty on SQLite. */
  pools(): { name: string; total: number; idle: number; waiting: number }[];
  /** The data room's render pool, once the portal has opened one. */
  renderLoad?(): { queued: number; busy: number; workers: number } | undefined;
  /** Password hashes running and waiting their turn (both sign-in realms). */
  passwordHashing?(): { hashing: number; waiting: number };
  /** Which database the server keeps its records in. */
  database: "sqlite" | "postgres";
  /** backup-status.json of the SQLite path, when backups are taken. */
  backupStatusFile?: string;
}

/**
 * One registry per server (tests run several in one process): RED metrics per route group,
 * sign-ins refused and limits hit, and gauges read when Prometheus scrapes: the outboxes,
 * the database pools, the password hashes waiting, the last good backup, the data room's
 * workers. Node's own (event-loop lag, memory) come along.
 */
export function createServerMetrics(sources: MetricSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const requests = new Counter({
    name: "ucp_http_requests_total",
    help: "Requests answered, by route group and status class.",
    labelNames: ["group", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "ucp_http_request_duration_seconds",
    help: "Time to answer a request, by route group.",
    labelNames: ["group"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const refused = new Counter({
    name: "ucp_sign_in_refused_total",
    help: "Sign-in steps refused (wrong password or code, or limited), by realm.",
    labelNames: ["realm"] as const,
    registers: [registry],
  });
  const limited = new Counter({
    name: "ucp_limits_hit_total",
    help: "Requests answered 429 (a rate or attempt limit), by route group.",
    labelNames: ["group"] as const,
    registers: [registry],
  });
  // The three outbox gauges are read by one query per outbox, shared by a scrape: the
  // registry collects metrics concurrently, and each must hold this scrape's values.
  let reading: Promise<void> | undefined;
  const readOutboxes = () => {
    reading ??= (async () => {
      try {
        const now = Date.now();
        for (const [name, sql] of Object.entries(OUTBOXES)) {
          const state = outboxState((await sources.query(sql))[0] as never, now);
          backlog.set({ outbox: name }, state.backlog);
          oldest.set({ outbox: name }, state.oldestSeconds);
          failing.set({ outbox: name }, state.failing);
        }
        scrapeOk.set(1);
      } catch {
        scrapeOk.set(0);
      }
    })().finally(() => {
      reading = undefined;
    });
    return reading;
  };
  const outbox = (name: string, help: string) =>
    new Gauge({ name, help, labelNames: ["outbox"] as const, registers: [registry], collect: readOutboxes });
  const backlog = outbox("ucp_outbox_backlog", "Messages waiting to be sent.");
  const oldest = outbox("ucp_outbox_oldest_age_seconds", "Age of the oldest message waiting (0: none).");
  const failing = outbox("ucp_outbox_failing", "Messages waiting whose last delivery attempt failed.");
  const scrapeOk = new Gauge({
    name: "ucp_outbox_scrape_ok",
    help: "1 when the outboxes could be read at this scrape.",
    registers: [registry],
    collect: readOutboxes,
  });
  const pool = (
    name: string,
    help: string,
    pick: (p: ReturnType<MetricSources["pools"]>[number]) => number,
  ) =>
    new Gauge({
      name,
      help,
      labelNames: ["pool"] as const,
      registers: [registry],
      collect() {
        for (const p of sources.pools()) this.set({ pool: p.name }, pick(p));
      },
    });
  // Which path's backup alerts apply: the server backs an SQLite path up itself, while
  // pgBackRest backs PostgreSQL up outside it (the server has no backup time to report there).
  new Gauge({
    name: "ucp_database_info",
    help: "1, labelled with the database the server keeps its records in (sqlite, postgres).",
    labelNames: ["kind"] as const,
    registers: [registry],
  }).set({ kind: sources.database }, 1);
  pool("ucp_db_pool_connections", "Open database connections, by pool (PostgreSQL).", (p) => p.total);
  pool("ucp_db_pool_idle", "Idle database connections, by pool (PostgreSQL).", (p) => p.idle);
  pool("ucp_db_pool_waiting", "Queries waiting for a connection, by pool (PostgreSQL).", (p) => p.waiting);
  /**
   * A gauge read when scraped, absent from the scrape while `read` has no value: an
   * unlabelled prom-client gauge otherwise shows 0, which for the last backup's time reads
   * as "1970" (BackupTooOld firing on a server that has none to take) instead of absent
   * (BackupNeverTaken). Emptying its series is what prom-client's own `reset` does first.
   */
  const readGauge = (name: string, help: string, read: () => number | undefined) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const value = read();
        if (value === undefined) (this as unknown as { hashMap: object }).hashMap = {};
        else this.set(value);
      },
    });
  readGauge(
    "ucp_backup_last_success_timestamp_seconds",
    "When the last good backup finished (Unix time); absent until one has.",
    () => {
      const at = lastGoodBackup(sources.backupStatusFile);
      return at === undefined ? undefined : at / 1000;
    },
  );
  readGauge(
    "ucp_render_queue_depth",
    "Data room jobs (checks, pages, stamps) waiting for a worker.",
    () => sources.renderLoad?.()?.queued,
  );
  readGauge(
    "ucp_render_busy_workers",
    "Data room workers running a job now.",
    () => sources.renderLoad?.()?.busy,
  );
  readGauge(
    "ucp_password_hashes_running",
    "Password hashes being computed now (sign-ins, new passwords).",
    () => sources.passwordHashing?.().hashing,
  );
  readGauge(
    "ucp_password_hashes_waiting",
    "Password hashes waiting for a core: a sign-in backlog, or someone trying many passwords.",
    () => sources.passwordHashing?.().waiting,
  );
  const renders = new Histogram({
    name: "ucp_render_job_duration_seconds",
    help: "Data room jobs by kind (inspect, render, stamp) and how they ended (done, refused, stopped at a limit).",
    labelNames: ["op", "outcome"] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });
  return { registry, requests, duration, refused, limited, renders };
}

export type ServerMetrics = ReturnType<typeof createServerMetrics>;

function lastGoodBackup(file: string | undefined): number | undefined {
  if (!file) return undefined;
  try {
    const at = Date.parse(
      (JSON.parse(readFileSync(file, "utf8")) as { lastGoodBackup?: string }).lastGoodBackup ?? "",
    );
    return Number.isNaN(at) ? undefined : at;
  } catch {
    return undefined;
  }
}
