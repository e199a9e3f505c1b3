// Many inquiries at once, generated inside the database (a recursive CTE on SQLite,
// generate_series on PostgreSQL) in one statement: tests and the benchmark need
// thousands to a million rows, far faster than through HTTP. Row n is predictable:
// received `n` minutes after BASE, from visitor<n>@example.com, the rare word in every
// `rareEvery`-th message, types and sizes in turn.
import { INQUIRY_TYPES, SIZE_RANGES } from "#common/contact-options.ts";

export const SEED_BASE = Date.UTC(2024, 0, 1);

export interface SeedTarget {
  kind: "sqlite" | "postgres";
  exec(sql: string): Promise<void>;
}

export interface SeedOptions {
  count: number;
  /** First row number (to add more rows after an earlier seed). */
  first?: number;
  rareWord: string;
  rareEvery: number;
}

const list = (values: readonly string[]) =>
  values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ");

/** The seeded row n as a test expects it. */
export function seededRow(n: number) {
  return {
    createdAt: new Date(SEED_BASE + n * 60_000),
    email: `visitor${n}@example.com`,
    fundType: INQUIRY_TYPES[n % INQUIRY_TYPES.length] as string,
    aum: SIZE_RANGES[n % SIZE_RANGES.length] as string,
  };
}

export async function seedInquiries(target: SeedTarget, options: SeedOptions): Promise<void> {
  const first = options.first ?? 1;
  const last = first + options.count - 1;
  const message = (n: string) =>
    `'We are raising fund ' || ${n} || ' and would like to discuss terms, structuring and the timeline ' ||
     'for a first close with your team.' || CASE WHEN ${n} % ${options.rareEvery} = 0 THEN ' ${options.rareWord}' ELSE '' END`;
  if (target.kind === "sqlite") {
    await target.exec(`BEGIN;
      INSERT INTO contact_submissions (created_at, name, email, message, fund_type, aum, content_hash)
      WITH RECURSIVE seq(n) AS (SELECT ${first} UNION ALL SELECT n + 1 FROM seq WHERE n < ${last})
      SELECT strftime('%Y-%m-%dT%H:%M:%fZ', ${SEED_BASE / 1000} + n * 60, 'unixepoch'),
        'Visitor ' || n, 'visitor' || n || '@example.com', ${message("n")},
        json_extract('[${list(INQUIRY_TYPES).replaceAll("'", '"')}]', '$[' || (n % ${INQUIRY_TYPES.length}) || ']'),
        json_extract('[${list(SIZE_RANGES).replaceAll("'", '"')}]', '$[' || (n % ${SIZE_RANGES.length}) || ']'),
        printf('%064d', n)
      FROM seq;
      COMMIT;`);
    return;
  }
  await target.exec(`
    INSERT INTO contact_submissions (created_at, name, email, message, fund_type, aum, content_hash)
    SELECT to_timestamp(${SEED_BASE / 1000} + n * 60), 'Visitor ' || n, 'visitor' || n || '@example.com',
      ${message("n")},
      (ARRAY[${list(INQUIRY_TYPES)}])[n % ${INQUIRY_TYPES.length} + 1],
      (ARRAY[${list(SIZE_RANGES)}])[n % ${SIZE_RANGES.length} + 1],
      lpad(to_hex(n), 64, '0')
    FROM generate_series(${first}, ${last}) AS n`);
}
