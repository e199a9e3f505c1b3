// The query plans of the portal's hot reads, on the benchmark's population: the home
// page's two queries and the deal page's two lists. A plan that scans a whole large table
// (rather than a range of an index) is named, so a regression shows in the output.
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import pg from "pg";
import type { ContentViewer } from "#server/portal/records/content-types.ts";
import { endedQuery, homeQuery } from "#server/portal/records/home.ts";
import { personQuestionsQuery } from "#server/portal/records/questions.ts";
import { visibleUpdatesQuery } from "#server/portal/records/updates.ts";
import type { SqlValue } from "#server/store/sql.ts";

const LARGE = [
  "portal_updates",
  "portal_update_audiences",
  "portal_update_reads",
  "portal_questions",
  "portal_deal_visits",
];

const numbered = (sql: string) => {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
};

async function plan(env: Record<string, string>, sql: string, params: SqlValue[]): Promise<string[]> {
  if (env.DATABASE_URL) {
    const client = new pg.Client(env.DATABASE_URL);
    await client.connect();
    try {
      const rows = await client.query(`EXPLAIN (ANALYZE, COSTS OFF) ${numbered(sql)}`, params);
      return rows.rows.map((row: Record<string, string>) => String(row["QUERY PLAN"]));
    } finally {
      await client.end();
    }
  }
  const db = new DatabaseSync(env.SQLITE_PATH ?? "", { readOnly: true });
  try {
    const values = params.map((value) =>
      typeof value === "boolean" ? Number(value) : value,
    ) as SQLInputValue[];
    return db
      .prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .all(...values)
      .map((row) => String(row.detail));
  } finally {
    db.close();
  }
}

/**
 * Full scans of a large table in a plan: PostgreSQL's "Seq Scan on <table>", SQLite's
 * "SCAN <alias>" (its plans name tables by alias; a CTE or a subquery's result is not a table).
 */
function fullScans(lines: string[]): string[] {
  const postgres = new RegExp(`Seq Scan on (${LARGE.join("|")})\\b`);
  return lines.filter(
    (line) => postgres.test(line) || /^SCAN (?!mine\b|n\d\b|\(subquery)\w+/.test(line.trim()),
  );
}

export async function explainPortal(
  env: Record<string, string>,
  viewer: ContentViewer,
  database: string,
): Promise<void> {
  const queries = {
    home: homeQuery(viewer.personId, new Date()),
    "home, access ended": endedQuery(viewer.personId, new Date()),
    "deal page, updates": visibleUpdatesQuery(viewer, null, 20),
    "deal page, questions": personQuestionsQuery(viewer, "", [], 20),
  };
  for (const [name, query] of Object.entries(queries)) {
    const lines = await plan(env, query.sql, query.params);
    const scans = fullScans(lines);
    console.log(
      `${database.padEnd(9)}plan of ${name}: ${scans.length === 0 ? "index-bound" : `FULL SCAN: ${scans.join("; ")}`}`,
    );
    if (process.env.BENCH_PORTAL_PLANS) for (const text of lines) console.log(`           ${text}`);
  }
}
