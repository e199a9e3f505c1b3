import { availableParallelism } from "node:os";
import { z } from "zod";
import { DEFAULT_ANON_KEY } from "#common/defaults.ts";
import { DEFAULT_INBOX_QUERY_TIMEOUT_MS } from "#server/inbox/records/query-timeout.ts";
import { type Mailbox, parseMailboxes } from "#server/mail/addresses.ts";
import { parseInterval } from "#server/ops/backup/interval.ts";
import { DEFAULT_RETENTION, type Retention } from "#server/ops/backup/retention.ts";
import {
  parseRetentionPeriod,
  RETENTION_PERIOD_HINT,
  type RetentionPeriod,
} from "#server/store/retention/retention-period.ts";

const csv = z.string().transform((value) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean),
);

/** An empty variable (`SMTP_URL=`) means unset, as in most deployment tools. */
const unsetWhenEmpty = (value: unknown) => (value === "" ? undefined : value);

const mailboxes = (what: string) =>
  z.string().transform((value, context): Mailbox[] => {
    const parsed = parseMailboxes(value);
    if (parsed) return parsed;
    context.addIssue({ code: "custom", message: `must be ${what}` });
    return z.NEVER;
  });

const retention = z.string().transform((value, context): RetentionPeriod | "off" => {
  if (value.trim().toLowerCase() === "off") return "off";
  const period = parseRetentionPeriod(value);
  if (period) return period;
  context.addIssue({ code: "custom", message: `must be "off" or ${RETENTION_PERIOD_HINT}` });
  return z.NEVER;
});

const interval = z.string().transform((value, context): number | "off" => {
  if (value.trim().toLowerCase() === "off") return "off";
  const milliseconds = parseInterval(value);
  if (milliseconds) return milliseconds;
  context.addIssue({
    code: "custom",
    message: 'must be "off" or a duration such as 30m, 1h or 1d (10s at least)',
  });
  return z.NEVER;
});

const keep = z.string().transform((value, context): Retention => {
  const counts = value.split(",").map((part) => Number(part.trim()));
  const [hourly, daily, weekly, monthly] = counts;
  if (counts.length === 4 && counts.every((n) => Number.isInteger(n) && n >= 0) && (daily ?? 0) >= 1)
    return { hourly: hourly ?? 0, daily: daily ?? 1, weekly: weekly ?? 0, monthly: monthly ?? 0 };
  context.addIssue({
    code: "custom",
    message: "must be four counts, hourly,daily,weekly,monthly (e.g. 24,7,5,12), keeping at least one daily",
  });
  return z.NEVER;
});

/** A whole number of at least one (a count, a size, a duration in milliseconds). */
const positive = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
const milliseconds = positive;

const envSchema = z
  .object({
    /**
     * Where the server listens. `localhost` (the default) listens on both loopback addresses,
     * 127.0.0.1 and ::1, so every loopback name of the server opens the staff screens.
     */
    HOST: z.string().min(1).default("localhost"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Directory of the prerendered site (output of `npm run build`). */
    SITE_DIR: z.string().min(1).default("build/client"),
    /** PostgreSQL connection string; when unset the embedded SQLite file is used. */
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    SQLITE_PATH: z.string().min(1).default("data/ucp.sqlite"),
    /** The public key the site sends as `apikey`; must match the site's build setting. */
    PUBLIC_ANON_KEY: z.string().min(8).default(DEFAULT_ANON_KEY),
    /** Other origins allowed to call the insert API from a browser (CORS). */
    ALLOWED_ORIGINS: csv.pipe(z.array(z.url())).default([]),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(5),
    RATE_LIMIT_PER_DAY: z.coerce.number().int().min(0).default(50),
    /** `false`, `true`, a hop count, or a comma list of proxy addresses/CIDRs. */
    TRUST_PROXY: z.string().default("false"),
    /**
     * On SIGTERM, how long /healthz answers 503 while the server keeps serving, so the
     * load balancer takes the instance out before it stops accepting (0: stop at once).
     * Longer than the balancer's check interval times its failure count.
     */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(5),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /**
     * Where notification e-mail goes out (`smtps://user:pass@mail.example.com:465`, or
     * `smtp://…:587`, which upgrades with STARTTLS when offered). Unset: no e-mail is sent,
     * but every notification is still queued, to be sent once it is set.
     */
    SMTP_URL: z.preprocess(
      unsetWhenEmpty,
      z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    ),
    /** The From of notifications (`UCP Website <web@ucp.example>`); its domain ends every Message-ID. */
    MAIL_FROM: z.preprocess(
      unsetWhenEmpty,
      mailboxes("one e-mail address, e.g. Website <web@example.com>").optional(),
    ),
    /** Who receives a notification of each inquiry: one or more addresses, comma-separated. */
    NOTIFY_TO: z.preprocess(
      unsetWhenEmpty,
      mailboxes("one or more e-mail addresses, comma-separated").optional(),
    ),
    /**
     * Inquiries older than this are purged at start and hourly. The default matches the
     * period the privacy policy states out of the box (app/site/content/settings.ts,
     * `inquiryRetention: "24 months"`): change both together. `off`: never purged.
     */
    RETENTION: z.preprocess(unsetWhenEmpty, retention.default({ amount: 24, unit: "mo" })),
    // Tuning of the notification worker; the defaults suit production, tests shorten them.
    /**
     * Signs the staff session cookies and encrypts the TOTP secrets: 32 or more random
     * characters, the same on every instance. Required in production (NODE_ENV=production);
     * elsewhere one is generated once and kept beside the SQLite file (server/auth/secret.ts).
     */
    AUTH_SECRET: z.preprocess(
      unsetWhenEmpty,
      z.string().min(32, "must be at least 32 characters").optional(),
    ),
    /**
     * The site's public origin, e.g. https://ucp.example: staff links in e-mail, passkeys and
     * the cross-origin check use it. Required in production; else http://localhost:PORT.
     */
    PUBLIC_SITE_URL: z.preprocess(
      unsetWhenEmpty,
      z
        .url({ protocol: /^https?$/ })
        .transform((value) => new URL(value).origin)
        .optional(),
    ),
    /** Seconds of use after which a staff session's 30-minute expiry is pushed back. */
    AUTH_RENEW_AFTER_SECONDS: z.coerce.number().int().min(0).max(1800).default(60),
    /**
     * `off` lifts the staff sign-in attempt limits, for benchmarks only; refused in
     * production.
     */
    AUTH_LIMITS: z.enum(["on", "off"]).default("on"),
    NODE_ENV: z.string().optional(),
    /**
     * How long one read of the staff inbox that may search (a page of the list, a view's
     * counts, a bulk action's selection) may run on the database; past it the read is
     * stopped and the API answers 503 `query_timeout`.
     */
    INBOX_QUERY_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(1)
      .max(60_000)
      .default(DEFAULT_INBOX_QUERY_TIMEOUT_MS),
    /** `on` opens the GP/LP portal (its records' staff API today); `off`, the default, keeps it shut. */
    PORTAL_ENABLED: z.preprocess(
      unsetWhenEmpty,
      z
        .enum(["on", "off", "true", "false"])
        .default("off")
        .transform((v) => v === "on" || v === "true"),
    ),
    /** The largest file staff may upload to the data room, in bytes (200 MiB by default). */
    DOCUMENT_MAX_BYTES: positive(200 * 1024 * 1024),
    /** The most pages a PDF may have; a longer one is refused at upload. */
    DOCUMENT_MAX_PAGES: positive(2000),
    /** Worker threads that render pages (default: one fewer than the cores, at least one). */
    DOCUMENT_RENDER_WORKERS: positive(Math.max(1, availableParallelism() - 1)),
    /** How long one rendering job may run before its worker is stopped and replaced. */
    DOCUMENT_RENDER_TIMEOUT_MS: positive(5000),
    /** The JavaScript heap of one rendering worker, in MB; past it the worker is stopped. */
    DOCUMENT_RENDER_HEAP_MB: positive(256),
    /**
     * PDFium's memory in one rendering worker, in MB: past it an allocation fails and the page
     * is refused (a content stream that inflates to hundreds of MB), whatever the machine's
     * speed. A PDF is read from its file, so this holds parsed objects and one page's pixels.
     */
    DOCUMENT_RENDER_PDFIUM_MB: positive(256),
    /**
     * How far the server's memory may grow while pages render, in MB; past it the
     * longest-running rendering job is stopped (PDFium's memory is outside the heap limit).
     * A 200 MB PDF is drawn from its file (decision 0025), but admitting one of 99 image
     * pages took +240 to +380 MB, stamping it for a download +228 MB: the check for active
     * content parses it whole with pdf-lib, twice (decision 0027).
     */
    DOCUMENT_RENDER_MEMORY_MB: positive(768),
    /**
     * `/metrics` (Prometheus' text format) is served on this port of its own, never on PORT;
     * unset, the default, serves none. Keep it off the public network (a firewall or a
     * private interface via HOST).
     */
    METRICS_PORT: z.preprocess(unsetWhenEmpty, z.coerce.number().int().min(0).max(65535).optional()),
    /**
     * Where `npm run backup` and the server's own backups go: a restic repository (a local
     * path, `sftp:user@host:/path` or `s3:…`), encrypted with BACKUP_PASSWORD.
     */
    BACKUP_REPOSITORY: z.preprocess(unsetWhenEmpty, z.string().min(1).optional()),
    BACKUP_PASSWORD: z.preprocess(
      unsetWhenEmpty,
      z.string().min(8, "must be at least 8 characters").optional(),
    ),
    /** The server takes a backup itself this often (`1h`, `30m`, `1d`); `off`, the default, leaves it to a timer. */
    BACKUP_INTERVAL: z.preprocess(unsetWhenEmpty, interval.default("off")),
    /** How many hourly, daily, weekly and monthly backups are kept (`24,7,5,12` by default). */
    BACKUP_KEEP: z.preprocess(unsetWhenEmpty, keep.default(DEFAULT_RETENTION)),
    /**
     * Stamped downloads (a PDF stamped for its reader) being stamped at once: each holds
     * its file in a render worker, so this bounds their memory whatever the number asking.
     */
    DOCUMENT_DOWNLOADS_STAMPING: z.coerce.number().int().min(1).max(16).default(1),
    /** Stamped downloads that may wait for their turn; more are answered 503 `downloads_busy` with Retry-After. */
    DOCUMENT_DOWNLOAD_QUEUE: z.coerce.number().int().min(0).max(1000).default(32),
    /** Downloads one person may have under way at once; more are answered 429 `too_many_downloads`. */
    DOCUMENT_DOWNLOADS_PER_PERSON: z.coerce.number().int().min(1).max(100).default(2),
    /** How often the outbox is checked for rows queued by other instances or due for retry. */
    NOTIFY_POLL_MS: milliseconds(5000),
    /** Backoff: the first retry comes after half to all of this, doubling each time… */
    NOTIFY_RETRY_MIN_MS: milliseconds(2000),
    /** …up to this cap (15 minutes): a failing notification is retried at least this often, forever. */
    NOTIFY_RETRY_MAX_MS: milliseconds(15 * 60_000),
    /** How long a claimed notification is reserved for its instance; a crashed one's rows are retaken after it. */
    NOTIFY_LEASE_MS: milliseconds(5 * 60_000),
  })
  .superRefine((env, context) => {
    if (env.SMTP_URL) {
      for (const name of ["MAIL_FROM", "NOTIFY_TO"] as const) {
        if (!env[name])
          context.addIssue({ code: "custom", path: [name], message: "is required when SMTP_URL is set" });
      }
    }
    if (env.NODE_ENV === "production") {
      for (const name of ["AUTH_SECRET", "PUBLIC_SITE_URL"] as const) {
        if (!env[name])
          context.addIssue({ code: "custom", path: [name], message: "is required in production" });
      }
    }
    if (env.NODE_ENV === "production" && env.AUTH_LIMITS === "off") {
      context.addIssue({ code: "custom", path: ["AUTH_LIMITS"], message: "cannot be off in production" });
    }
    if (env.BACKUP_REPOSITORY && !env.BACKUP_PASSWORD) {
      context.addIssue({
        code: "custom",
        path: ["BACKUP_PASSWORD"],
        message: "is required when BACKUP_REPOSITORY is set",
      });
    }
    if (env.BACKUP_INTERVAL !== "off" && env.DATABASE_URL) {
      context.addIssue({
        code: "custom",
        path: ["BACKUP_INTERVAL"],
        message: "is for SQLite; on PostgreSQL schedule pgBackRest (see the README's Backups section)",
      });
    }
    if (env.BACKUP_INTERVAL !== "off" && !env.BACKUP_REPOSITORY) {
      context.addIssue({
        code: "custom",
        path: ["BACKUP_REPOSITORY"],
        message: "is required when BACKUP_INTERVAL is set",
      });
    }
    if (env.MAIL_FROM && env.MAIL_FROM.length !== 1) {
      context.addIssue({ code: "custom", path: ["MAIL_FROM"], message: "must be exactly one address" });
    }
    if (env.NOTIFY_RETRY_MIN_MS > env.NOTIFY_RETRY_MAX_MS) {
      context.addIssue({
        code: "custom",
        path: ["NOTIFY_RETRY_MIN_MS"],
        message: "must not exceed NOTIFY_RETRY_MAX_MS",
      });
    }
  });

export type Config = z.infer<typeof envSchema>;

/** Parses the environment once; a bad value names the variable and stops the process. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Fastify's `trustProxy` accepts a boolean, a hop count or a list of addresses. */
export function trustProxySetting(
  value: string,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (value === "true") return true;
  if (value === "false" || value === "") return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(",").map((item) => item.trim());
}
