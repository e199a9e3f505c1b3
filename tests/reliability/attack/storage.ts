// How much the database holds, read beside the server with plain SQL (never through the
// code under test): the bytes of live pages on SQLite, the database's size on PostgreSQL,
// and the rows strangers could add (limit counters, one-time challenges, audit entries).
import { DatabaseSync } from "node:sqlite";
import { withClient } from "#tests/support/database/postgres.ts";
import type { Target } from "../support/targets.ts";

export interface Storage {
  bytes: number;
  limitRows: number;
  challengeRows: number;
  auditRows: number;
}

const ROW_COUNTS = `SELECT
  (SELECT COUNT(*) FROM staff_auth_limits) AS limits,
  (SELECT COUNT(*) FROM "staff_verification") AS challenges,
  (SELECT COUNT(*) FROM staff_audit_events) AS audit`;

export async function measureStorage(target: Target): Promise<Storage> {
  const url = target.env.DATABASE_URL;
  if (url) {
    return withClient(url, async (client) => {
      const size = await client.query<{ bytes: string }>(
        "SELECT pg_database_size(current_database()) AS bytes",
      );
      const counts = await client.query<Record<string, string>>(ROW_COUNTS);
      return storage(Number(size.rows[0]?.bytes), counts.rows[0] ?? {});
    });
  }
  const db = new DatabaseSync(target.env.SQLITE_PATH ?? "", { timeout: 5000 });
  try {
    // Pages in use, committed WAL included (a fresh connection reads through it).
    const pages = db
      .prepare(
        "SELECT (p.page_count - f.freelist_count) * s.page_size AS bytes FROM pragma_page_count() p, pragma_freelist_count() f, pragma_page_size() s",
      )
      .get() as { bytes: number };
    return storage(pages.bytes, db.prepare(ROW_COUNTS).get() as Record<string, unknown>);
  } finally {
    db.close();
  }
}

function storage(bytes: number, counts: Record<string, unknown>): Storage {
  return {
    bytes,
    limitRows: Number(counts.limits),
    challengeRows: Number(counts.challenges),
    auditRows: Number(counts.audit),
  };
}

/** Runs a script on the target's database (seeding inquiries for the searches). */
export async function execOn(target: Target, sql: string): Promise<void> {
  const url = target.env.DATABASE_URL;
  if (url) return void (await withClient(url, (client) => client.query(sql)));
  const db = new DatabaseSync(target.env.SQLITE_PATH ?? "", { timeout: 5000 });
  try {
    db.exec(sql);
  } finally {
    db.close();
  }
}
