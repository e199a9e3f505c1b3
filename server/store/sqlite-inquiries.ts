import type { DatabaseSync } from "node:sqlite";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { InquiryRecords, InquiryStats, StoredInquiry } from "./inquiry-types.ts";
import { INQUIRY_COLUMNS, idList, inquiryFromRow, inTransaction } from "./sqlite-rows.ts";

/** Rows per purge transaction: short enough that the server's inserts barely wait. */
const PURGE_CHUNK = 2000;
/** Rows per page of an export. */
const STREAM_PAGE = 500;

export function sqliteInquiries(db: DatabaseSync): InquiryRecords {
  // created_at is ISO 8601 UTC text: comparing strings compares instants; "" is before all.
  const list = db.prepare(`SELECT ${INQUIRY_COLUMNS} FROM contact_submissions
    WHERE created_at >= :since ORDER BY created_at DESC, id DESC LIMIT :limit`);
  const get = db.prepare(`SELECT s.id, s.created_at, s.name, s.email, s.message, s.fund_type, s.aum,
      o.submission_id AS queued, o.attempts, o.next_attempt_at, o.sent_at, o.last_error
    FROM contact_submissions s LEFT JOIN notification_outbox o ON o.submission_id = s.id
    WHERE s.id = :id`);
  // The created_at index ends with the rowid, so this order needs no sort: rows stream.
  const all = db.prepare(`SELECT ${INQUIRY_COLUMNS} FROM contact_submissions
    WHERE created_at >= :since ORDER BY created_at, id`);
  // Erasure works on the address, not on a list of ids: however many inquiries a
  // spammer sent from one address, nothing about them is held in memory.
  const fromAddress = "SELECT id FROM contact_submissions WHERE lower(email) = lower(:email)";
  const pendingFrom = db.prepare(`SELECT count(*) AS n FROM notification_outbox
    WHERE sent_at IS NULL AND submission_id IN (${fromAddress})`);
  const eraseOutbox = db.prepare(`DELETE FROM notification_outbox WHERE submission_id IN (${fromAddress})`);
  const eraseInquiries = db.prepare("DELETE FROM contact_submissions WHERE lower(email) = lower(:email)");
  const olderThan = db.prepare(
    "SELECT id FROM contact_submissions WHERE created_at < :cutoff ORDER BY created_at LIMIT :limit",
  );
  const deleteOutbox = db.prepare(
    "DELETE FROM notification_outbox WHERE submission_id IN (SELECT value FROM json_each(:ids))",
  );
  const deleteInquiries = db.prepare(
    "DELETE FROM contact_submissions WHERE id IN (SELECT value FROM json_each(:ids))",
  );

  /** Deletes inquiries and their notifications together. */
  function deleteIds(ids: string[]): void {
    const json = idList(ids);
    deleteOutbox.run({ ids: json });
    deleteInquiries.run({ ids: json });
  }

  const grouped = (sql: string) => db.prepare(sql).all() as { key: string | null; n: number }[];

  return {
    async list({ since, limit }) {
      return list.all({ since: since?.toISOString() ?? "", limit }).map(inquiryFromRow);
    },
    async get(id) {
      const row = get.get({ id: Number(id) });
      if (!row) return undefined;
      const notification =
        row.queued === null
          ? null
          : {
              attempts: Number(row.attempts),
              nextAttemptAt: new Date(String(row.next_attempt_at)),
              sentAt: row.sent_at === null ? null : new Date(String(row.sent_at)),
              lastError: row.last_error === null ? null : String(row.last_error),
            };
      return { ...inquiryFromRow(row), notification };
    },
    async *stream({ since }) {
      let page: StoredInquiry[] = [];
      for (const row of all.iterate({ since: since?.toISOString() ?? "" })) {
        page.push(inquiryFromRow(row));
        if (page.length === STREAM_PAGE) {
          yield page;
          page = [];
        }
      }
      if (page.length > 0) yield page;
    },
    async erase(email) {
      return inTransaction(db, () => {
        const pendingNotifications = Number(pendingFrom.get({ email })?.n ?? 0);
        eraseOutbox.run({ email });
        const { changes } = eraseInquiries.run({ email });
        return { inquiries: Number(changes), pendingNotifications };
      });
    },
    async purgeBefore(cutoff) {
      let inquiries = 0;
      for (;;) {
        const ids = inTransaction(db, () => {
          const chunk = olderThan.all({ cutoff: cutoff.toISOString(), limit: PURGE_CHUNK });
          const found = chunk.map((row) => String(row.id));
          if (found.length > 0) deleteIds(found);
          return found;
        });
        inquiries += ids.length;
        if (ids.length < PURGE_CHUNK) return { inquiries };
        // node:sqlite blocks the event loop: let the server answer requests between chunks.
        await nextTurn();
      }
    },
    async stats(): Promise<InquiryStats> {
      const total = Number(db.prepare("SELECT count(*) AS n FROM contact_submissions").get()?.n ?? 0);
      const byMonth = grouped(
        "SELECT substr(created_at, 1, 7) AS key, count(*) AS n FROM contact_submissions GROUP BY key ORDER BY key",
      );
      const byType = grouped(
        "SELECT fund_type AS key, count(*) AS n FROM contact_submissions GROUP BY key ORDER BY n DESC, key NULLS FIRST",
      );
      const bySize = grouped(
        "SELECT aum AS key, count(*) AS n FROM contact_submissions GROUP BY key ORDER BY n DESC, key NULLS FIRST",
      );
      const pairs = <K>(rows: { key: K; n: number }[]) => rows.map((r): [K, number] => [r.key, Number(r.n)]);
      return {
        total,
        byMonth: pairs(byMonth as { key: string; n: number }[]),
        byType: pairs(byType),
        bySize: pairs(bySize),
      };
    },
  };
}
