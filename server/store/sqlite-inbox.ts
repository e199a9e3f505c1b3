import type { DatabaseSync, StatementSync } from "node:sqlite";
import { deliveryOf } from "./inbox-rows.ts";
import {
  INQUIRY_STATUSES,
  type InboxInquiry,
  type InboxRecords,
  type InquiryStatus,
  type StatusCounts,
} from "./inbox-types.ts";
import { sqliteAudit } from "./sqlite-audit.ts";
import { ftsQuery, sqliteWhere } from "./sqlite-inbox-query.ts";
import { inquiryFromRow, inTransaction } from "./sqlite-rows.ts";

/** Up to this many matches, a search sorts them; beyond, it walks the dates (see page). */
const FEW_MATCHES = 5000;

const COLUMNS = "s.id, s.created_at, s.name, s.email, s.message, s.fund_type, s.aum, s.status, s.owner_id";

function inboxFromRow(row: Record<string, unknown>): InboxInquiry {
  return {
    ...inquiryFromRow(row),
    status: String(row.status) as InquiryStatus,
    ownerId: row.owner_id == null ? null : String(row.owner_id),
    position: { at: String(row.created_at), id: String(row.id) },
  };
}

export function sqliteInbox(db: DatabaseSync): InboxRecords {
  const cache = new Map<string, StatementSync>();
  const prepared = (sql: string) => {
    let statement = cache.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      cache.set(sql, statement);
    }
    return statement;
  };
  const one = db.prepare(`SELECT ${COLUMNS},
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
  const probe = db.prepare(
    "SELECT count(*) AS n FROM (SELECT 1 FROM inquiry_search WHERE inquiry_search MATCH :match LIMIT :bound)",
  );
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
    async page(filter, cursor, limit) {
      const words = filter.words ?? [];
      const { where, params } = sqliteWhere({ ...filter, words: [] }, cursor);
      const order = "ORDER BY s.created_at DESC, s.id DESC LIMIT :limit";
      let sql = `SELECT ${COLUMNS} FROM contact_submissions s ${where} ${order}`;
      if (words.length > 0) {
        // A search with few matches (counted up to a bound, which stops early) starts
        // from the search index and sorts its matches; one with many walks the dates
        // newest first and tests each row, finding 50 matches within a few thousand.
        params.match = ftsQuery(words);
        const few = Number(probe.get({ match: params.match, bound: FEW_MATCHES })?.n) < FEW_MATCHES;
        const and = where ? `${where} AND` : "WHERE";
        sql = few
          ? `SELECT ${COLUMNS} FROM inquiry_search f JOIN contact_submissions s ON s.id = f.rowid
             ${and} inquiry_search MATCH :match ${order}`
          : `SELECT ${COLUMNS} FROM contact_submissions s ${and} EXISTS (SELECT 1 FROM inquiry_search
             WHERE inquiry_search MATCH :match AND rowid = s.id) ${order}`;
      }
      return prepared(sql)
        .all({ ...params, limit })
        .map(inboxFromRow);
    },
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
        `SELECT ${COLUMNS} FROM contact_submissions s WHERE s.id IN (SELECT value FROM json_each(:ids))
         ORDER BY s.created_at DESC, s.id DESC`,
      )
        .all({ ids: JSON.stringify(ids.map(Number)) })
        .map(inboxFromRow);
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
