import type { NotificationFailure } from "#server/store/outbox-types.ts";
import { isoOf, type Sql } from "#server/store/sql.ts";
import { LIVE_GRANT, placeholders, TERMS_OK, UPDATE_FOR_MEMBER } from "./content-sql.ts";
import type { DocumentRoles } from "./content-types.ts";
import { DOCUMENTS_OF_DAY, roleSeesDocument, UPDATES_OF_DAY } from "./digest-sql.ts";

/** A claimed notice, with what its e-mail names: never an update's text. */
export type ClaimedNotice = {
  id: string;
  attempts: number;
  to: string;
  name: string;
} & (
  | { kind: "update"; deal: string; title: string }
  | { kind: "answer"; deal: string }
  | { kind: "document"; deal: string; title: string }
  /** A capital call or distribution waiting: the deal only, never an amount or bank details. */
  | { kind: "reporting"; deal: string }
  | {
      kind: "digest";
      day: string;
      items: { deal: string; title: string }[];
      /** Documents published that day that the person may open: deal and title only. */
      documents: { deal: string; title: string }[];
    }
);

export interface PortalNotices {
  /**
   * Claims up to `limit` due notices for `leaseMs`, skipping rows another instance holds.
   * A notice whose person no longer reaches what it names (grant revoked or ended,
   * membership removed, terms not accepted) is settled without a mail and not returned.
   * `documentRoles` says which role sees which document type (for digests).
   */
  claim(
    claimer: string,
    limit: number,
    leaseMs: number,
    now: Date,
    documentRoles?: DocumentRoles,
  ): Promise<ClaimedNotice[]>;
  markSent(claimer: string, ids: readonly string[]): Promise<void>;
  markFailed(claimer: string, failures: readonly NotificationFailure[]): Promise<void>;
  release(claimer: string, ids: readonly string[]): Promise<void>;
  /**
   * Queues the digest of the UTC day starting at `dayStart` for each person with the
   * setting "daily" who reaches an update, or a document their role sees, published that
   * day. One row per person and day whoever queues it: several instances may run this at once.
   */
  queueDigests(dayStart: Date, now: Date, documentRoles?: DocumentRoles): Promise<number>;
}

const DAY_MS = 86_400_000;
/** A digest lists at most this many titles; the portal shows the rest. */
export const DIGEST_TITLES = 50;

// The updates person `?` may read now among those published in [?, ?): live grant,
// audience and accepted terms, as on the deal page.
const DAY_UPDATES = `SELECT DISTINCT d.name AS deal, u.title, u.published_at, u.id
  ${UPDATES_OF_DAY} AND m.user_id = ?
  ORDER BY d.name, u.published_at, u.id`;

// Whether person `?` still reaches published document `?` (live grant, access end date,
// audience, terms): its notice is dropped otherwise. The role was judged when it was queued.
const DOCUMENT_REACH = `SELECT d.name AS deal, doc.title FROM portal_documents doc
  JOIN portal_deals d ON d.id = doc.deal_id
  JOIN portal_grants g ON g.deal_id = doc.deal_id AND ${LIVE_GRANT}
  JOIN portal_memberships m ON m.organisation_id = g.organisation_id AND m.user_id = ?
  WHERE doc.id = ? AND doc.status = 'published' AND (doc.access_ends_at IS NULL OR doc.access_ends_at > ?)
    AND ${TERMS_OK} AND (doc.audience = 'deal' OR EXISTS (
    SELECT 1 FROM portal_document_audiences a WHERE a.document_id = doc.id AND a.organisation_id = m.organisation_id))
  LIMIT 1`;

// Whether person `?` still reaches published notice `?` through an organisation with a
// share of it (live grant, terms): its notice is dropped otherwise.
const REPORTING_REACH = `SELECT d.name AS deal FROM reporting_notices n
  JOIN portal_deals d ON d.id = n.deal_id
  JOIN reporting_notice_shares s ON s.notice_id = n.id
  JOIN portal_grants g ON g.deal_id = n.deal_id AND g.organisation_id = s.organisation_id AND ${LIVE_GRANT}
  JOIN portal_memberships m ON m.organisation_id = s.organisation_id AND m.user_id = ?
  WHERE n.id = ? AND n.status = 'published' AND ${TERMS_OK} LIMIT 1`;

export function portalNotices(sql: Sql): PortalNotices {
  const settle = async (ids: readonly string[], claimer: string, dropped: boolean) => {
    if (ids.length === 0) return;
    await sql.all(
      `UPDATE portal_notice_outbox SET sent_at = ?, dropped = ?, attempts = attempts + ?,
         claimed_by = NULL, claimed_until = NULL
       WHERE id IN (${placeholders(ids)}) AND claimed_by = ? AND sent_at IS NULL`,
      [new Date().toISOString(), dropped, dropped ? 0 : 1, ...ids, claimer],
    );
  };

  const noticeOf = async (
    row: Record<string, unknown>,
    now: Date,
    documentRoles: DocumentRoles,
  ): Promise<ClaimedNotice | undefined> => {
    const base = {
      id: String(row.id),
      attempts: Number(row.attempts),
      to: String(row.email),
      name: String(row.name),
    };
    const at = now.toISOString();
    if (row.kind === "update") {
      const [reach] = await sql.all(
        `SELECT d.name AS deal, u.title FROM portal_updates u
         JOIN portal_deals d ON d.id = u.deal_id
         JOIN portal_grants g ON g.deal_id = u.deal_id AND ${LIVE_GRANT}
         JOIN portal_memberships m ON m.organisation_id = g.organisation_id AND m.user_id = ?
         WHERE u.id = ? AND ${UPDATE_FOR_MEMBER} AND ${TERMS_OK} LIMIT 1`,
        [at, String(row.user_id), String(row.update_id)],
      );
      return reach
        ? { ...base, kind: "update", deal: String(reach.deal), title: String(reach.title) }
        : undefined;
    }
    if (row.kind === "answer") {
      // The asker still reaches the deal through the organisation the question is filed under.
      const [reach] = await sql.all(
        `SELECT d.name AS deal FROM portal_questions q
         JOIN portal_deals d ON d.id = q.deal_id
         JOIN portal_grants g ON g.deal_id = q.deal_id AND g.organisation_id = q.organisation_id AND ${LIVE_GRANT}
         JOIN portal_memberships m ON m.organisation_id = q.organisation_id AND m.user_id = q.asked_by
         WHERE q.id = ? AND ${TERMS_OK}`,
        [at, String(row.question_id)],
      );
      return reach ? { ...base, kind: "answer", deal: String(reach.deal) } : undefined;
    }
    if (row.kind === "document") {
      const [reach] = await sql.all(DOCUMENT_REACH, [at, String(row.user_id), String(row.document_id), at]);
      return reach
        ? { ...base, kind: "document", deal: String(reach.deal), title: String(reach.title) }
        : undefined;
    }
    if (row.kind === "reporting") {
      const [reach] = await sql.all(REPORTING_REACH, [
        at,
        String(row.user_id),
        String(row.reporting_notice_id),
      ]);
      return reach ? { ...base, kind: "reporting", deal: String(reach.deal) } : undefined;
    }
    const from = isoOf(row.digest_from);
    const to = new Date(Date.parse(from) + DAY_MS).toISOString();
    const items = await sql.all(DAY_UPDATES, [at, from, to, String(row.user_id)]);
    const role = roleSeesDocument(documentRoles);
    const documents = await sql.all(
      `SELECT DISTINCT d.name AS deal, doc.title, doc.published_at, doc.id
       ${DOCUMENTS_OF_DAY} AND m.user_id = ? AND ${role.sql}
       ORDER BY d.name, doc.published_at, doc.id`,
      [at, from, to, at, String(row.user_id), ...role.params],
    );
    if (items.length === 0 && documents.length === 0) return undefined;
    const named = (list: Record<string, unknown>[]) =>
      list.map((item) => ({ deal: String(item.deal), title: String(item.title) }));
    return {
      ...base,
      kind: "digest",
      day: from.slice(0, 10),
      items: named(items),
      documents: named(documents),
    };
  };

  return {
    async claim(claimer, limit, leaseMs, now, documentRoles = []) {
      const at = now.toISOString();
      const rows = await sql.all(
        `UPDATE portal_notice_outbox SET claimed_by = ?, claimed_until = ?
         WHERE id IN (
           SELECT id FROM portal_notice_outbox
           WHERE sent_at IS NULL AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until <= ?)
           ORDER BY next_attempt_at LIMIT ?${sql.kind === "postgres" ? " FOR UPDATE SKIP LOCKED" : ""})
         RETURNING id, kind, user_id, update_id, question_id, document_id, reporting_notice_id, digest_from, attempts,
           (SELECT email FROM portal_people p WHERE p.id = user_id) AS email,
           (SELECT name FROM portal_people p WHERE p.id = user_id) AS name`,
        [claimer, new Date(now.getTime() + leaseMs).toISOString(), at, at, limit],
      );
      const claimed: ClaimedNotice[] = [];
      const gone: string[] = [];
      for (const row of rows) {
        const notice = await noticeOf(row, now, documentRoles);
        if (notice) claimed.push(notice);
        else gone.push(String(row.id));
      }
      await settle(gone, claimer, true);
      return claimed;
    },
    markSent: (claimer, ids) => settle(ids, claimer, false),
    async markFailed(claimer, failures) {
      for (const failure of failures)
        await sql.all(
          `UPDATE portal_notice_outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ?,
             claimed_by = NULL, claimed_until = NULL
           WHERE id = ? AND claimed_by = ? AND sent_at IS NULL`,
          [new Date(Date.now() + failure.retryInMs).toISOString(), failure.error, failure.id, claimer],
        );
    },
    async release(claimer, ids) {
      if (ids.length === 0) return;
      await sql.all(
        `UPDATE portal_notice_outbox SET claimed_by = NULL, claimed_until = NULL
         WHERE id IN (${placeholders(ids)}) AND claimed_by = ?`,
        [...ids, claimer],
      );
    },
    async queueDigests(dayStart, now, documentRoles = []) {
      const from = dayStart.toISOString();
      const to = new Date(dayStart.getTime() + DAY_MS).toISOString();
      const at = now.toISOString();
      const role = roleSeesDocument(documentRoles);
      const rows = await sql.all(
        `INSERT INTO portal_notice_outbox (kind, user_id, digest_from, dedupe_key, created_at, next_attempt_at)
         SELECT 'digest', s.user_id, ?, ? || s.user_id, ?, ?
         FROM portal_notification_settings s
         WHERE s.updates = 'daily' AND (
           EXISTS (SELECT 1 ${UPDATES_OF_DAY} AND m.user_id = s.user_id)
           OR EXISTS (SELECT 1 ${DOCUMENTS_OF_DAY} AND m.user_id = s.user_id AND ${role.sql}))
         ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
        [from, `digest:${from.slice(0, 10)}:`, at, at, at, from, to, at, from, to, at, ...role.params],
      );
      return rows.length;
    },
  };
}
