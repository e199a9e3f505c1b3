import type { PortalQuestionView, StaffQuestionView } from "#common/portal-person-api.ts";
import { isoOf, isoOrNull, type Sql, type SqlValue } from "#server/store/sql.ts";
import { olderThan, pageOf, placeholders } from "./content-sql.ts";
import type { ContentViewer, PortalContent } from "./content-types.ts";
import { randomId } from "./random-id.ts";

type Row = Record<string, unknown>;
type Questions = Pick<
  PortalContent,
  "ask" | "questionsFor" | "staffQuestions" | "answer" | "publishQuestion"
>;

const STAFF_PAGE = 50;
const STAFF_COLUMNS = `q.id, q.deal_id, q.body, q.asked_at, q.answer_md, q.answer_html, q.answered_at, q.answered_by,
  q.answer_edited_at,
  q.published_at, p.id AS person_id, p.name AS person_name, p.email AS person_email,
  o.id AS organisation_id, o.name AS organisation_name`;
const STAFF_FROM = `portal_questions q JOIN portal_people p ON p.id = q.asked_by
  JOIN portal_organisations o ON o.id = q.organisation_id`;

function staffView(row: Row): StaffQuestionView {
  return {
    id: String(row.id),
    dealId: String(row.deal_id),
    body: String(row.body),
    askedAt: isoOf(row.asked_at),
    askedBy: { id: String(row.person_id), name: String(row.person_name), email: String(row.person_email) },
    organisation: { id: String(row.organisation_id), name: String(row.organisation_name) },
    answerMd: row.answer_md === null ? null : String(row.answer_md),
    answerHtml: row.answer_html === null ? null : String(row.answer_html),
    answeredAt: isoOrNull(row.answered_at),
    answeredBy: row.answered_by === null ? null : String(row.answered_by),
    publishedAt: isoOrNull(row.published_at),
    answerEditedAt: isoOrNull(row.answer_edited_at),
  };
}

/**
 * A question as a person sees it. The asker's name is selected only for their own
 * organisation's questions (CASE in the SQL): another organisation's published question
 * never carries who asked, not even in a column the API leaves out.
 */
export function personQuestionsQuery(
  viewer: ContentViewer,
  where: string,
  whereParams: SqlValue[],
  limit: number,
): { sql: string; params: SqlValue[] } {
  const mine = placeholders(viewer.organisations);
  return {
    sql: `SELECT q.id, q.body, q.asked_at, q.answer_html, q.answered_at, q.published_at,
       CASE WHEN q.organisation_id IN (${mine}) THEN 1 ELSE 0 END AS own,
       CASE WHEN q.organisation_id IN (${mine}) THEN p.name END AS asker
     FROM portal_questions q JOIN portal_people p ON p.id = q.asked_by
     WHERE q.deal_id = ? AND (q.organisation_id IN (${mine}) OR q.published_at IS NOT NULL)${where}
     ORDER BY q.asked_at DESC, q.id DESC LIMIT ${limit + 1}`,
    params: [
      ...viewer.organisations,
      ...viewer.organisations,
      viewer.dealId,
      ...viewer.organisations,
      ...whereParams,
    ],
  };
}

async function personQuestions(
  sql: Sql,
  viewer: ContentViewer,
  where: string,
  whereParams: SqlValue[],
  limit: number,
): Promise<Row[]> {
  const query = personQuestionsQuery(viewer, where, whereParams, limit);
  return sql.all(query.sql, query.params);
}

function personView(row: Row): PortalQuestionView {
  const own = Number(row.own) === 1;
  return {
    id: String(row.id),
    body: String(row.body),
    askedAt: isoOf(row.asked_at),
    ownOrganisation: own,
    askedBy: own && row.asker !== null ? { name: String(row.asker) } : null,
    answerHtml: row.answer_html === null ? null : String(row.answer_html),
    answeredAt: isoOrNull(row.answered_at),
    publishedAt: isoOrNull(row.published_at),
  };
}

/** Questions: asked by people, answered privately or published (without the asker) by staff. */
export function portalQuestions(sql: Sql): Questions {
  const staffRow = async (questionId: string) =>
    (await sql.all(`SELECT ${STAFF_COLUMNS} FROM ${STAFF_FROM} WHERE q.id = ?`, [questionId]))[0];

  return {
    async ask(viewer, organisationId, body, now) {
      const id = randomId();
      await sql.all(
        `INSERT INTO portal_questions (id, deal_id, organisation_id, asked_by, body, asked_at) VALUES (?, ?, ?, ?, ?, ?)`,
        [id, viewer.dealId, organisationId, viewer.personId, body, now.toISOString()],
      );
      const [row] = await personQuestions(sql, viewer, " AND q.id = ?", [id], 1);
      if (!row) throw new Error("the question just asked could not be read back");
      return personView(row);
    },

    async questionsFor(viewer, after, limit) {
      const params: SqlValue[] = [];
      const where = olderThan("q.asked_at", "q.id", after, params);
      const rows = await personQuestions(sql, viewer, where, params, limit);
      return pageOf(rows, limit, personView, (item) => ({ at: item.askedAt, id: item.id }));
    },

    async staffQuestions(dealId, openOnly, after) {
      const [deal] = await sql.all("SELECT id FROM portal_deals WHERE id = ?", [dealId]);
      if (!deal) return undefined;
      const params: SqlValue[] = [dealId];
      const rows = await sql.all(
        `SELECT ${STAFF_COLUMNS} FROM ${STAFF_FROM}
         WHERE q.deal_id = ?${openOnly ? " AND q.answered_at IS NULL" : ""}${olderThan("q.asked_at", "q.id", after, params)}
         ORDER BY q.asked_at DESC, q.id DESC LIMIT ${STAFF_PAGE + 1}`,
        params,
      );
      return pageOf(rows, STAFF_PAGE, staffView, (item) => ({ at: item.askedAt, id: item.id }));
    },

    answer: (questionId, input, actor, now) =>
      sql.transaction(async (run) => {
        const at = now.toISOString();
        const [row] = await run.all("SELECT answer_md, answered_at FROM portal_questions WHERE id = ?", [
          questionId,
        ]);
        if (!row) return undefined;
        const edited = row.answered_at !== null;
        if (edited) {
          // An edit: the first answer's time stays (nobody is told again); the replaced text is kept.
          await run.all(
            "INSERT INTO portal_answer_edits (question_id, edited_at, edited_by, answer_md) VALUES (?, ?, ?, ?)",
            [questionId, at, actor, String(row.answer_md)],
          );
        }
        await run.all(
          `UPDATE portal_questions SET answer_md = ?, answer_html = ?,
             answered_by = coalesce(answered_by, ?), answered_at = coalesce(answered_at, ?),
             answer_edited_at = ?,
             published_at = CASE WHEN ? = 1 THEN coalesce(published_at, ?) ELSE published_at END
           WHERE id = ?`,
          [input.answerMd, input.html, actor, at, edited ? at : null, input.publish ? 1 : 0, at, questionId],
        );
        // The asker hears of the first answer (title only), unless they want no mail.
        await run.all(
          `INSERT INTO portal_notice_outbox (kind, user_id, deal_id, question_id, dedupe_key, created_at, next_attempt_at)
           SELECT 'answer', q.asked_by, q.deal_id, q.id, ?, ?, ?
           FROM portal_questions q LEFT JOIN portal_notification_settings s ON s.user_id = q.asked_by
           WHERE q.id = ? AND coalesce(s.updates, 'immediate') <> 'none'
           ON CONFLICT (dedupe_key) DO NOTHING`,
          [`answer:${questionId}`, at, at, questionId],
        );
        const [view] = await run.all(`SELECT ${STAFF_COLUMNS} FROM ${STAFF_FROM} WHERE q.id = ?`, [
          questionId,
        ]);
        return view ? staffView(view) : undefined;
      }),

    async publishQuestion(questionId, now) {
      const [row] = await sql.all(
        `UPDATE portal_questions SET published_at = coalesce(published_at, ?)
         WHERE id = ? AND answered_at IS NOT NULL RETURNING id`,
        [now.toISOString(), questionId],
      );
      const view = await staffRow(questionId);
      if (!view) return undefined;
      return row ? staffView(view) : "not_answered";
    },
  };
}
