import type pg from "pg";
import type { ContactSubmission } from "#common/contact-schema.ts";
import { postgresInbox } from "#server/inbox/records/postgres-inbox.ts";
import { DEFAULT_INBOX_QUERY_TIMEOUT_MS } from "#server/inbox/records/query-timeout.ts";
import { postgresTriage } from "#server/inbox/records/triage/postgres-triage.ts";
import type { Logger } from "#server/logger.ts";
import { contentHash } from "./content-hash.ts";
import { GroupCommitter } from "./group-commit.ts";
import { migratePostgres } from "./migrate-postgres.ts";
import { loadMigrations } from "./migration-files.ts";
import { openPool, POOLS } from "./pools.ts";
import { postgresInquiries } from "./postgres-inquiries.ts";
import { postgresOutbox } from "./postgres-outbox.ts";
import { StoredSignal } from "./stored-signal.ts";
import { DUPLICATE_WINDOW_SECONDS, type InsertOutcome, type SubmissionStore } from "./types.ts";

export interface PostgresStoreOptions {
  /** How long one inbox read (a page of the list, a view's counts) may run before PostgreSQL cancels it. */
  inboxQueryTimeoutMs?: number;
}

/**
 * The production store: a pg pool. Each batch is one statement (the multi-row INSERT
 * and its notifications) in autocommit mode, so its COMMIT (a WAL flush, with
 * synchronous_commit on) covers every row in it; several batches run at once on
 * different connections and PostgreSQL merges their flushes too.
 */
export async function openPostgresStore(
  url: string,
  log: Logger,
  options: PostgresStoreOptions = {},
): Promise<SubmissionStore> {
  const pool = openPool(url, "store", (error) => log.warn(`PostgreSQL connection lost: ${error.message}`));
  try {
    await migratePostgres(pool, loadMigrations("postgres"));
    await assertDurableCommits(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }

  // A deleted row's index entries (its words, in the search index) stay in the index
  // pages until VACUUM removes them; after an erasure they are cleaned out at once, in
  // the background (VACUUM cannot run inside the erasure's transaction).
  let cleaning: Promise<void> = Promise.resolve();
  const cleanIndexes = () => {
    cleaning = cleaning.then(() =>
      pool.query("VACUUM (INDEX_CLEANUP ON) contact_submissions, inquiry_history").then(
        () => undefined,
        (error: Error) => log.warn(`Cleaning the indexes after an erasure failed: ${error.message}`),
      ),
    );
  };

  const stored = new StoredSignal();
  const committer = new GroupCommitter<ContactSubmission, InsertOutcome>({
    write: async (items) => stored.after(await insertBatch(pool, items)),
    maxBatch: 500,
    // At most four batches in flight, on as many of the pool's connections.
    maxConcurrent: Math.min(POOLS.store.max, 4),
    retrySingly: isRowSpecific,
  });

  const queryTimeoutMs = options.inboxQueryTimeoutMs ?? DEFAULT_INBOX_QUERY_TIMEOUT_MS;
  const inbox = postgresInbox(pool, { afterErase: cleanIndexes, queryTimeoutMs });
  const { triage, replies } = postgresTriage(pool, inbox, queryTimeoutMs);
  return {
    kind: "postgres",
    insert: (submission) => committer.submit(submission),
    onStored: (listener) => stored.listen(listener),
    outbox: postgresOutbox(pool),
    inquiries: postgresInquiries(pool, { afterErase: cleanIndexes }),
    inbox,
    triage,
    replies,
    async ping() {
      await pool.query("SELECT 1");
    },
    async close() {
      await committer.close();
      await cleaning;
      await pool.end();
    },
  };
}

/** A 201 must mean durable: refuse to start if commits are acknowledged before the WAL flush. */
async function assertDurableCommits(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ synchronous_commit: string }>("SHOW synchronous_commit");
  if (rows[0]?.synchronous_commit === "off") {
    throw new Error(
      "PostgreSQL has synchronous_commit=off: an acknowledged inquiry could be lost. Turn it on for this database or role.",
    );
  }
}

// The notifications are queued by the same statement, hence the same transaction: an
// inquiry and its pending notification commit together or not at all.
const INSERT_BATCH = `
  WITH inserted AS (
  INSERT INTO contact_submissions (name, email, message, fund_type, aum, content_hash)
  SELECT r.name, r.email, r.message, r.fund_type, r.aum, r.content_hash
  FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
    AS r(name, email, message, fund_type, aum, content_hash)
  WHERE NOT EXISTS (
    SELECT 1 FROM contact_submissions s
    WHERE s.content_hash = r.content_hash AND s.created_at > now() - make_interval(secs => $7)
  )
  -- A fixed order keeps two concurrent batches from waiting on each other in a cycle.
  ORDER BY r.content_hash
  ON CONFLICT DO NOTHING
  RETURNING id, content_hash
  ), queued AS (
    INSERT INTO notification_outbox (submission_id) SELECT id FROM inserted
  )
  SELECT id::text AS id, content_hash FROM inserted`;

async function insertBatch(pool: pg.Pool, items: readonly ContactSubmission[]): Promise<InsertOutcome[]> {
  const hashes = items.map(contentHash);
  // Identical rows inside one batch: only the first is sent; the rest are duplicates of it.
  const firstIndex = new Map<string, number>();
  hashes.forEach((hash, index) => {
    if (!firstIndex.has(hash)) firstIndex.set(hash, index);
  });
  const unique = [...firstIndex.values()].map((index) => ({
    item: items[index] as ContactSubmission,
    hash: hashes[index] as string,
  }));
  // Deliberately not a named (prepared) statement: PostgreSQL then switches to a generic
  // plan for the array parameters, measured 2.5 times slower than planning each batch.
  const { rows } = await pool.query<{ id: string; content_hash: string }>(INSERT_BATCH, [
    unique.map((row) => row.item.name),
    unique.map((row) => row.item.email),
    unique.map((row) => row.item.message),
    unique.map((row) => row.item.fund_type),
    unique.map((row) => row.item.aum),
    unique.map((row) => row.hash),
    DUPLICATE_WINDOW_SECONDS,
  ]);
  const stored = new Map(rows.map((row) => [row.content_hash, row.id]));
  return hashes.map((hash, index): InsertOutcome => {
    const id = stored.get(hash);
    return id !== undefined && firstIndex.get(hash) === index
      ? { outcome: "stored", id }
      : { outcome: "duplicate" };
  });
}

/**
 * Whether retrying a failed batch row by row can help: yes for errors about the data
 * or the transaction (a constraint, a deadlock); no when the database is unreachable,
 * shutting down or out of resources, which would fail every row again.
 */
function isRowSpecific(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== "string" || !/^[0-9A-Z]{5}$/.test(code)) return false;
  return !["08", "53", "57"].some((prefix) => code.startsWith(prefix));
}
