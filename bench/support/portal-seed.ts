// The portal benchmark's population, inserted in bulk with plain SQL (one transaction on
// SQLite, batched multi-row inserts on PostgreSQL): organisations, people, memberships,
// deals, grants (one organisation on every deal, the others on about ten), updates (a
// tenth of them to three chosen organisations), reads, visits, questions and terms.
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import pg from "pg";

export interface PortalSize {
  organisations: number;
  people: number;
  deals: number;
  updates: number;
}

export const FULL_SIZE: PortalSize = { organisations: 500, people: 2000, deals: 200, updates: 50_000 };

export function sizeAt(scale: number): PortalSize {
  const at = (value: number, least: number) => Math.max(least, Math.round(value * scale));
  return {
    organisations: at(FULL_SIZE.organisations, 5),
    people: at(FULL_SIZE.people, 20),
    deals: at(FULL_SIZE.deals, 4),
    updates: at(FULL_SIZE.updates, 200),
  };
}

type Value = string | number | null;
interface Table {
  name: string;
  columns: string[];
  rows: Value[][];
}

const id = (kind: string, n: number) => `${kind}${String(n).padStart(21 - kind.length, "0")}x`;
export const orgId = (n: number) => id("o", n);
export const dealId = (n: number) => id("d", n);
const BODY = `Dear investors, ${"the quarter closed in line with the plan; ".repeat(6)}`;

/** Every row of the population, table by table, in an order the foreign keys accept. */
export function population(size: PortalSize, start = Date.UTC(2026, 0, 1)): Table[] {
  const at = (ms: number) => new Date(ms).toISOString();
  const created = at(start);
  const orgs: Value[][] = [];
  for (let o = 0; o < size.organisations; o++)
    orgs.push([orgId(o), `Organisation ${o}`, "pension_fund", created, "bench", created]);
  const people: Value[][] = [];
  const members: Value[][] = [];
  const inOrg = new Map<number, string[]>();
  for (let p = 0; p < size.people; p++) {
    const person = id("p", p);
    people.push([person, `person${p}@bench.example`, `Person ${p}`, created, "bench", created]);
    const orgsOf =
      p % 4 === 0 ? [p % size.organisations, (p * 3 + 1) % size.organisations] : [p % size.organisations];
    for (const o of new Set(orgsOf)) {
      members.push([person, orgId(o), "finance", 0, created, "bench"]);
      inOrg.set(o, [...(inOrg.get(o) ?? []), person]);
    }
  }
  const deals: Value[][] = [];
  const terms: Value[][] = [];
  for (let d = 0; d < size.deals; d++) {
    const withTerms = d % 10 === 5;
    deals.push([
      dealId(d),
      `Deal ${String(d).padStart(3, "0")}`,
      "fund_raise",
      "marketing",
      withTerms ? 1 : 0,
      created,
      "bench",
      created,
    ]);
    if (withTerms)
      terms.push([
        dealId(d),
        1,
        "Keep it confidential.",
        "<p>Keep it confidential.</p>\n",
        "x".repeat(64),
        created,
        "bench",
      ]);
  }
  const grants: Value[][] = [];
  const onDeal = new Map<number, number[]>();
  const grant = (o: number, d: number) => {
    if (onDeal.get(d)?.includes(o)) return;
    onDeal.set(d, [...(onDeal.get(d) ?? []), o]);
    grants.push([dealId(d), orgId(o), created, "bench"]);
  };
  for (let d = 0; d < size.deals; d++) grant(0, d);
  for (let o = 1; o < size.organisations; o++)
    for (let k = 0; k < 10; k++) grant(o, (o * 7 + k * 13) % size.deals);

  const updates: Value[][] = [];
  const audiences: Value[][] = [];
  const step = Math.floor((90 * 86_400_000) / size.updates);
  for (let u = 0; u < size.updates; u++) {
    const d = u % size.deals;
    const published = at(start + u * step);
    const chosen = u % 10 === 3 ? (onDeal.get(d) ?? []).slice(0, 3) : [];
    const update = id("u", u);
    updates.push([
      update,
      dealId(d),
      `Update ${u}`,
      BODY,
      `<p>${BODY}</p>\n`,
      chosen.length ? "organisations" : "deal",
      published,
      "bench",
    ]);
    for (const o of chosen) audiences.push([update, orgId(o), dealId(d), published]);
  }
  // A visit halfway through for every person on every deal they reach: "new" counts hit the cap.
  const visits: Value[][] = [];
  const reads: Value[][] = [];
  const middle = at(start + 45 * 86_400_000);
  const seen = new Set<string>();
  for (const [d, orgsOnDeal] of onDeal)
    for (const o of orgsOnDeal)
      for (const person of inOrg.get(o) ?? []) {
        if (seen.has(`${person} ${d}`)) continue;
        seen.add(`${person} ${d}`);
        visits.push([person, dealId(d), middle]);
        // A few of the deal's updates read by each of its people, up to one read per update.
        for (let k = 0; k < 3 && reads.length < size.updates; k++)
          if (d + k * size.deals < size.updates) reads.push([person, id("u", d + k * size.deals), middle]);
      }
  const questions: Value[][] = [];
  for (let q = 0; q < size.updates / 10; q++) {
    const d = q % size.deals;
    const orgsOnDeal = onDeal.get(d) ?? [0];
    const o = orgsOnDeal[q % orgsOnDeal.length] ?? 0;
    const asker = inOrg.get(o)?.[0] ?? id("p", 0);
    const asked = at(start + q * step * 10);
    const answered = q % 2 === 0 ? at(start + q * step * 10 + 3_600_000) : null;
    questions.push([
      id("q", q),
      dealId(d),
      orgId(o),
      asker,
      `Question ${q}?`,
      asked,
      answered ? "An answer." : null,
      answered ? "<p>An answer.</p>\n" : null,
      answered ? "bench" : null,
      answered,
      answered && q % 5 === 0 ? answered : null,
    ]);
  }
  return [
    {
      name: "portal_organisations",
      columns: ["id", "name", "kind", "created_at", "created_by", "updated_at"],
      rows: orgs,
    },
    {
      name: "portal_people",
      columns: ["id", "email", "name", "created_at", "created_by", "updated_at"],
      rows: people,
    },
    {
      name: "portal_memberships",
      columns: ["user_id", "organisation_id", "role", "delegate", "created_at", "created_by"],
      rows: members,
    },
    {
      name: "portal_deals",
      columns: ["id", "name", "kind", "status", "terms_required", "created_at", "created_by", "updated_at"],
      rows: deals,
    },
    {
      name: "portal_terms_versions",
      columns: ["deal_id", "version", "body_md", "body_html", "body_sha256", "published_at", "published_by"],
      rows: terms,
    },
    {
      name: "portal_grants",
      columns: ["deal_id", "organisation_id", "granted_at", "granted_by"],
      rows: grants,
    },
    {
      name: "portal_updates",
      columns: ["id", "deal_id", "title", "body_md", "body_html", "audience", "published_at", "created_by"],
      rows: updates,
    },
    {
      name: "portal_update_audiences",
      columns: ["update_id", "organisation_id", "deal_id", "published_at"],
      rows: audiences,
    },
    { name: "portal_update_reads", columns: ["user_id", "update_id", "first_read_at"], rows: reads },
    { name: "portal_deal_visits", columns: ["user_id", "deal_id", "visited_at"], rows: visits },
    {
      name: "portal_questions",
      columns: [
        "id",
        "deal_id",
        "organisation_id",
        "asked_by",
        "body",
        "asked_at",
        "answer_md",
        "answer_html",
        "answered_by",
        "answered_at",
        "published_at",
      ],
      rows: questions,
    },
  ];
}

/** Inserts the tables into a migrated database; returns the number of rows. */
export async function seedPortal(env: Record<string, string>, tables: Table[]): Promise<number> {
  let count = 0;
  if (env.DATABASE_URL) {
    const client = new pg.Client(env.DATABASE_URL);
    await client.connect();
    try {
      await client.query("BEGIN");
      for (const table of tables) {
        // Booleans are 0/1 in the rows (SQLite's form): PostgreSQL's columns take true/false.
        const booleans = table.columns.map((column) => column === "delegate" || column === "terms_required");
        const batch = Math.floor(30_000 / table.columns.length);
        for (let i = 0; i < table.rows.length; i += batch) {
          const slice = table.rows.slice(i, i + batch);
          const params: unknown[] = [];
          const values = slice.map(
            (row) =>
              `(${row.map((value, c) => `$${params.push(booleans[c] ? value === 1 : value)}`).join(", ")})`,
          );
          await client.query(
            `INSERT INTO ${table.name} (${table.columns.join(", ")}) VALUES ${values.join(", ")}`,
            params,
          );
        }
        count += table.rows.length;
      }
      await client.query("COMMIT");
      // What autovacuum soon does on a live server: statistics for the planner, and the
      // visibility map that lets the home page's counts read their indexes alone.
      await client.query("VACUUM ANALYZE");
    } finally {
      await client.end();
    }
    return count;
  }
  const db = new DatabaseSync(env.SQLITE_PATH ?? "", { timeout: 60_000 });
  try {
    db.exec("BEGIN");
    for (const table of tables) {
      const insert = db.prepare(
        `INSERT INTO ${table.name} (${table.columns.join(", ")}) VALUES (${table.columns.map(() => "?").join(", ")})`,
      );
      for (const row of table.rows) insert.run(...(row as SQLInputValue[]));
      count += table.rows.length;
    }
    db.exec("COMMIT");
  } finally {
    db.close();
  }
  return count;
}
