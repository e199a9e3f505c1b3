import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { ContactSubmission } from "#common/contact-schema.ts";
import { DEFAULT_INBOX_QUERY_TIMEOUT_MS } from "#server/inbox/records/query-timeout.ts";
import { makeSearchIndexWhole } from "#server/inbox/records/search/search-index.ts";
import { sqliteReaders } from "#server/inbox/records/search/sqlite-readers.ts";
import { sqliteInbox } from "#server/inbox/records/sqlite-inbox.ts";
import { sqliteTriage } from "#server/inbox/records/triage/sqlite-triage.ts";
import type { Logger } from "#server/logger.ts";
import { contentHash } from "./content-hash.ts";
import { GroupCommitter } from "./group-commit.ts";
import { migrateSqlite } from "./migrate-sqlite.ts";
import { loadMigrations } from "./migration-files.ts";
import { sqliteInquiries } from "./sqlite-inquiries.ts";
import { sqliteOutbox } from "./sqlite-outbox.ts";
import { StoredSignal } from "./stored-signal.ts";
import { DUPLICATE_WINDOW_SECONDS, type InsertOutcome, type SubmissionStore } from "./types.ts";

/**
 * The embedded store: one SQLite file, WAL journal, synchronous=FULL, so a COMMIT
 * returns only after the WAL is flushed to disk and survives power loss.
 *
 * node:sqlite is synchronous, so a batch blocks the event loop while SQLite writes
 * and flushes (about a millisecond). That is the point of group commit here: requests
 * parsed meanwhile wait in the socket buffers and form the next batch, and one flush
 * serves them all instead of one flush per request.
 */
export function openSqliteStore(
  path: string,
  log: Logger,
  options: { inboxQueryTimeoutMs?: number } = {},
): SubmissionStore {
  const file = resolve(path);
  mkdirSync(dirname(file), { recursive: true });
  // timeout is SQLite's busy_timeout: wait for another process's write lock instead of failing.
  const db = new DatabaseSync(file, { timeout: 5000 });
  try {
    const mode = whileBusy(() => db.prepare("PRAGMA journal_mode = WAL").get()?.journal_mode);
    if (mode !== "wal") log.warn(`SQLite could not use WAL on ${file} (journal_mode=${String(mode)})`);
    db.exec("PRAGMA synchronous = FULL");
    migrateSqlite(db, loadMigrations("sqlite"));
    if (makeSearchIndexWhole(db))
      log.warn("The inbox's search index lacked stored inquiries (a backup restored by hand): made again");
  } catch (error) {
    db.close();
    throw error;
  }

  // One statement decides "new or duplicate" and inserts; the batch's transaction holds
  // SQLite's write lock, so no other writer can slip in between the check and the insert.
  const insert = db.prepare(`
    INSERT INTO contact_submissions (created_at, name, email, message, fund_type, aum, content_hash)
    SELECT :created_at, :name, :email, :message, :fund_type, :aum, :content_hash
    WHERE NOT EXISTS (
      SELECT 1 FROM contact_submissions
      WHERE content_hash = :content_hash AND created_at > :window_start
    )`);
  // The notification, in the same transaction as its inquiry: both commit or neither.
  const queueNotification = db.prepare(
    "INSERT INTO notification_outbox (submission_id, next_attempt_at) VALUES (:id, :created_at)",
  );
  // Touches the table: "SELECT 1" alone cannot fail on an open SQLite file.
  const ping = db.prepare("SELECT 1 AS ok FROM contact_submissions LIMIT 1");

  function writeBatch(items: readonly ContactSubmission[]): InsertOutcome[] {
    const now = Date.now();
    const createdAt = new Date(now).toISOString();
    const windowStart = new Date(now - DUPLICATE_WINDOW_SECONDS * 1000).toISOString();
    db.exec("BEGIN IMMEDIATE");
    try {
      const outcomes = items.map((item): InsertOutcome => {
        const result = insert.run({
          created_at: createdAt,
          window_start: windowStart,
          name: item.name,
          email: item.email,
          message: item.message,
          fund_type: item.fund_type,
          aum: item.aum,
          content_hash: contentHash(item),
        });
        if (result.changes !== 1) return { outcome: "duplicate" };
        queueNotification.run({ id: result.lastInsertRowid, created_at: createdAt });
        return { outcome: "stored", id: String(result.lastInsertRowid) };
      });
      // With synchronous=FULL, COMMIT returns after the WAL is on disk: only then do
      // the callers learn their outcome.
      db.exec("COMMIT");
      return outcomes;
    } catch (error) {
      if (db.isTransaction) db.exec("ROLLBACK");
      throw error;
    }
  }

  // The inbox list reads on threads of their own (started at the first read).
  const readers = sqliteReaders(file, options.inboxQueryTimeoutMs ?? DEFAULT_INBOX_QUERY_TIMEOUT_MS);
  const stored = new StoredSignal();
  const committer = new GroupCommitter<ContactSubmission, InsertOutcome>({
    write: async (items) => stored.after(writeBatch(items)),
    maxBatch: 500,
    maxConcurrent: 1,
    // Local failures are cheap to retry; one row's failure must not fail its batch-mates.
    retrySingly: () => true,
  });

  const inbox = sqliteInbox(db, readers);
  const { triage, replies } = sqliteTriage(db, inbox, readers);
  return {
    kind: "sqlite",
    insert: (submission) => committer.submit(submission),
    onStored: (listener) => stored.listen(listener),
    outbox: sqliteOutbox(db),
    inquiries: sqliteInquiries(db),
    inbox,
    triage,
    replies,
    async ping() {
      ping.get();
    },
    async close() {
      await committer.close();
      await readers.close();
      db.close();
    },
  };
}

/**
 * Switching a new file to WAL needs an exclusive lock, and SQLite answers "database is
 * locked" at once (without its busy timeout) while another process starting at the
 * same moment holds it. Retried for up to five seconds, like the busy timeout.
 */
function whileBusy<T>(attempt: () => T): T {
  const deadline = Date.now() + 5000;
  for (;;) {
    try {
      return attempt();
    } catch (error) {
      const busy = (error as { errcode?: number }).errcode === 5; // SQLITE_BUSY
      if (!busy || Date.now() > deadline) throw error;
      // The store opens once, at start: a short synchronous pause is harmless here.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
}
