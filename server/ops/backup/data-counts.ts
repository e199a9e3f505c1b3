import { DatabaseSync } from "node:sqlite";

/** What a database holds, as an operator checks a backup or a restore: counts, newest inquiry. */
export interface DataCounts {
  inquiries: number;
  accounts: number;
  documents: number;
  blobs: number;
  newestInquiry: string | null;
}

const count = (db: DatabaseSync, sql: string) => Number((db.prepare(sql).get() as { n: number }).n);

export function countData(sqlitePath: string): DataCounts {
  const db = new DatabaseSync(sqlitePath, { readOnly: true });
  try {
    const newest = db.prepare("SELECT max(created_at) AS t FROM contact_submissions").get() as {
      t: string | null;
    };
    return {
      inquiries: count(db, "SELECT count(*) AS n FROM contact_submissions"),
      accounts:
        count(db, 'SELECT count(*) AS n FROM "staff_user"') +
        count(db, 'SELECT count(*) AS n FROM "portal_user"'),
      documents: count(db, "SELECT count(*) AS n FROM portal_document_versions"),
      blobs: count(db, "SELECT count(*) AS n FROM document_blobs"),
      newestInquiry: newest.t,
    };
  } finally {
    db.close();
  }
}

export const describeCounts = (counts: DataCounts): string =>
  `${counts.inquiries} inquiries, ${counts.accounts} accounts, ${counts.documents} document versions ` +
  `(${counts.blobs} stored files); newest inquiry ${counts.newestInquiry ?? "none"}`;
