import type { PersonRemoval } from "#common/portal-person-api.ts";
import type { AuthDatabase } from "#server/auth/database.ts";

// Deleting a person removes, through the schema's cascades, their sign-in (account,
// factors, sessions, links), memberships and reading records. Their questions stay with
// the deal's Q&A (no cascade), so a person who asked any is revoked instead. The audit
// log keeps its entries: they name the person by id, and the deletion entry by name.

interface Counts {
  name: string;
  email: string;
  memberships: unknown;
  sessions: unknown;
  reads: unknown;
  views: unknown;
  downloads: unknown;
  questions: unknown;
}

async function countsOf(db: AuthDatabase, personId: string): Promise<Counts | undefined> {
  const count = (table: string, column = "user_id") =>
    `(SELECT COUNT(*) FROM ${table} WHERE ${column} = p.id)`;
  const rows = await db.all<Counts>(
    `SELECT p.name AS name, p.email AS email,
            ${count("portal_memberships")} AS memberships,
            ${count(`"portal_session"`, `"userId"`)} AS sessions,
            ${count("portal_update_reads")} AS reads,
            ${count("portal_document_views")} AS views,
            ${count("portal_document_downloads")} AS downloads,
            ${count("portal_questions", "asked_by")} AS questions
     FROM portal_people p WHERE p.id = ?`,
    [personId],
  );
  return rows[0];
}

function removalOf(row: Counts): PersonRemoval {
  const questions = Number(row.questions);
  return {
    memberships: Number(row.memberships),
    sessions: Number(row.sessions),
    updateReads: Number(row.reads),
    documentViews: Number(row.views),
    downloads: Number(row.downloads),
    questions,
    deletable: questions === 0,
  };
}

/** What deleting the person would remove; undefined for an unknown person. */
export async function personRemoval(db: AuthDatabase, personId: string): Promise<PersonRemoval | undefined> {
  const row = await countsOf(db, personId);
  return row && removalOf(row);
}

/** Deletes the person and what cascades with them; what was removed, and who it was. */
export async function deletePerson(
  db: AuthDatabase,
  personId: string,
): Promise<"no_person" | "has_questions" | (PersonRemoval & { name: string; email: string })> {
  const row = await countsOf(db, personId);
  if (!row) return "no_person";
  const removal = removalOf(row);
  if (!removal.deletable) return "has_questions";
  // A question asked meanwhile makes the foreign key refuse: nothing is removed then.
  const deleted = await db
    .all("DELETE FROM portal_people WHERE id = ? RETURNING id", [personId])
    .catch(() => undefined);
  if (!deleted) return "has_questions";
  if (deleted.length === 0) return "no_person";
  return { ...removal, name: row.name, email: row.email };
}
