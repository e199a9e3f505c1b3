// A session on a database set up like a fresh Supabase project (supabase-project.ts),
// connected as the superuser, with statements run as one of Supabase's roles inside a
// transaction that is rolled back, so tests leave no rows behind.
import pg from "pg";
import { inject } from "vitest";
import { createSupabaseProject } from "./supabase-project.ts";

export interface SupabaseDatabase {
  /** Connected as the superuser (the migrations' owner). */
  client: pg.Client;
  /** The superuser's connection string, for tests that open connections of their own. */
  url: string;
  /** Runs `sql` as `role` in a transaction that is rolled back. */
  asRole(role: string, sql: string, params?: unknown[]): Promise<pg.QueryResult>;
  /** The same, then `after` as the superuser inside that transaction (to read back a row). */
  asRoleThen<T>(
    role: string,
    sql: string,
    params: unknown[],
    after: (client: pg.Client, result: pg.QueryResult) => Promise<T>,
  ): Promise<T>;
  close(): Promise<void>;
}

export async function createSupabaseDatabase(label: string): Promise<SupabaseDatabase> {
  const url = await createSupabaseProject(inject("postgresAdminUrl"), label);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  async function asRoleThen<T>(
    role: string,
    sql: string,
    params: unknown[],
    after: (client: pg.Client, result: pg.QueryResult) => Promise<T>,
  ): Promise<T> {
    await client.query("BEGIN");
    try {
      await client.query(`SET LOCAL ROLE ${role}`);
      const result = await client.query(sql, params);
      await client.query("RESET ROLE");
      return await after(client, result);
    } finally {
      await client.query("ROLLBACK");
    }
  }
  return {
    client,
    url,
    asRole: (role, sql, params = []) => asRoleThen(role, sql, params, async (_client, result) => result),
    asRoleThen,
    close: () => client.end(),
  };
}
