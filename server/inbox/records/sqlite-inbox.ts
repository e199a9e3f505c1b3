import type { DatabaseSync } from "node:sqlite";
import { sqliteAudit } from "#server/audit/records/sqlite-audit.ts";
import { inTransaction, statementCache } from "#server/store/sqlite-rows.ts";
import { deliveryOf } from "./rows.ts";
import { INBOX_COLUMNS, inboxFromRow } from "./search/sqlite-page.ts";
import type { SqliteReaders } from "./search/sqlite-readers.ts";
import {
  INQUIRY_STATUSES,
  type InboxRecords,
  type InquiryStatus,
  livePointParts,
  type StatusCounts,
} from "./types.ts";

/**
 * The inbox on the main connection, but for the list: `readers` run its pages (searches
 * included) on their own threads, where a long one cannot hold up other requests.
 */
export function sqliteInbox(db: DatabaseSync, readers: Pick<SqliteReaders, "page">): InboxRecords {
  const prepared = statementCache(db);
  const one = db.prepare(`SELECT ${INBOX_COLUMNS},
      o.submission_id AS queued, o.attempts, o.sent_at, o.last_error
    FROM contact_submissions s LEFT JOIN notification_outbox o ON o.submission_id = s.id
    WHERE s.id = :id`);
  const statusOf = db.prepare("SELECT status FROM contact_submissions WHERE id = :id");
  const setStatus = db.prepare("UPDATE contact_submissions SET status = :status WHERE id = :id");
  const addChange = db.prepare(`INSERT INTO inquiry_history
      (submission_id, at, actor_id, actor_email, kind, from_status, to_status)
    VALUES (:id, :at, :actor_id, :actor_email, 'status', :from, :to) RETURNING id`);
  const addNote =
    db.prepare(`INSERT INTO inquiry_history (submission_id, at, actor_id, actor_email, kind, body)
    SELECT :id, :at, :actor_id, :actor_email, 'note', :body
    WHERE EXISTS (SELECT 1 FROM contact_submissions WHERE id = :id)
    RETURNING id`);
  const counts = db.prepare("SELECT status, n FROM inquiry_status_counts");
  const fromAddress = "SELECT id FROM contact_submissions WHERE lower(email) = lower(:email)";
  const erasureCounts = db.prepare(`SELECT
      (SELECT count(*) FROM contact_submissions WHERE lower(email) = lower(:email)) AS inquiries,
      (SELECT count(*) FROM inquiry_history WHERE kind = 'note' AND submission_id IN (${fromAddress})) AS notes,
      (SELECT count(*) FROM inquiry_history WHERE kind = 'status' AND submission_id IN (${fromAddress})) AS changes,
      (SELECT count(*) FROM notification_outbox WHERE submission_id IN (${fromAddress})) AS notifications`);
  const eraseOutbox = db.prepare(`DELETE FROM notification_outbox WHERE submission_id IN (${fromAddress})`);
  // The delete trigger takes the notes, the status history and the index entries along.
  const eraseInquiries = db.prepare("DELETE FROM contact_submissions WHERE lower(email) = lower(:email)");

  return {
    page: (filter, cursor, limit) => readers.page(filter, cursor, limit),
    async counts() {
      const result = Object.fromEntries(INQUIRY_STATUSES.map((status) => [status, 0])) as StatusCounts;
      for (const row of counts.all()) result[String(row.status) as InquiryStatus] = Number(row.n);
      return result;
    },
    async get(id) {
      const row = one.get({ id: Number(id) });
      if (!row) return undefined;
      return { ...inboxFromRow(row), delivery: deliveryOf(row as never) };
    },
    async addNote(id, actor, body) {
      const at = new Date().toISOString();
      const row = addNote.get({ id: Number(id), at, actor_id: actor.id, actor_email: actor.email, body });
      if (!row) return undefined;
      return { kind: "note", id: String(row.id), at: new Date(at), actor, body };
    },
    async setStatus(id, actor, status) {
      return inTransaction(db, () => {
        const current = statusOf.get({ id: Number(id) });
        if (!current) return undefined;
        const from = String(current.status) as InquiryStatus;
        if (from === status) return null;
        const at = new Date().toISOString();
        setStatus.run({ id: Number(id), status });
        const row = addChange.get({
          id: Number(id),
          at,
          actor_id: actor.id,
          actor_email: actor.email,
          from,
          to: status,
        });
        return { kind: "status" as const, id: String(row?.id), at: new Date(at), actor, from, to: status };
      });
    },
    async byIds(ids) {
      if (ids.length === 0) return [];
      return prepared(
        `SELECT ${INBOX_COLUMNS} FROM contact_submissions s WHERE s.id IN (SELECT value FROM json_each(:ids))
         ORDER BY s.created_at DESC, s.id DESC`,
      )
        .all({ ids: JSON.stringify(ids.map(Number)) })
        .map(inboxFromRow);
    },
    async livePoint() {
      const row = prepared("SELECT max(id) AS id FROM contact_submissions").get();
      return row?.id == null ? null : String(row.id);
    },
    async after(point, limit) {
      // Writes take turns here: ids are in commit order, and the point is an id alone.
      const { id } = livePointParts(point);
      const inquiries = prepared(
        `SELECT ${INBOX_COLUMNS} FROM contact_submissions s WHERE s.id > :id ORDER BY s.id LIMIT :limit`,
      )
        .all({ id: Number(id), limit })
        .map(inboxFromRow);
      return { inquiries };
    },
    async erase(email) {
      // secure_delete overwrites the freed pages with zeros: the erased text does not
      // linger in the file's free space. Only for this statement: it costs writes.
      db.exec("PRAGMA secure_delete = ON");
      try {
        return inTransaction(db, () => {
          const found = erasureCounts.get({ email }) ?? {};
          eraseOutbox.run({ email });
          eraseInquiries.run({ email });
          return {
            inquiries: Number(found.inquiries ?? 0),
            notes: Number(found.notes ?? 0),
            statusChanges: Number(found.changes ?? 0),
            notifications: Number(found.notifications ?? 0),
          };
        });
      } finally {
        db.exec("PRAGMA secure_delete = OFF");
      }
    },
    ...sqliteAudit(db),
  } satisfies InboxRecords;
}
