// A database on the run's PostgreSQL set up the way every Supabase project starts (the
// roles anon, authenticated and service_role; everything new in public granted to all
// three by default: tables, sequences and functions), with supabase/migrations applied.
import { readdirSync, readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { createDatabase } from "./postgres.ts";

const MIGRATIONS_DIR = new URL("../../supabase/migrations/", import.meta.url);

/** Roles are per server, not per database: test files in parallel may race to create them. */
const CREATE_ROLES = `DO $$
DECLARE role text;
BEGIN
  FOREACH role IN ARRAY ARRAY['anon', 'authenticated', 'service_role'] LOOP
    BEGIN
      EXECUTE format('CREATE ROLE %I NOLOGIN', role);
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
    END;
  END LOOP;
  ALTER ROLE service_role BYPASSRLS;
END $$`;

const SUPABASE_DEFAULTS = `
  GRANT USAGE ON SCHEMA public TO anon, authenticated, service_role;
  ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT ALL ON TABLES TO anon, authenticated, service_role;
  ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT ALL ON SEQUENCES TO anon, authenticated, service_role;
  ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT ALL ON FUNCTIONS TO anon, authenticated, service_role;`;

export interface SupabaseDatabase {
  /** Connected as the superuser (the migration's owner). */
  client: pg.Client;
  /** Runs `sql` as `role` in a transaction that is rolled back. */
  asRole(role: string, sql: string, params?: unknown[]): Promise<pg.QueryResult>;
  /** The same, then `after` as the superuser inside that transaction (to read back a row). */
  asRoleThen<T>(
    role: string,
    sql: string,
    params: unknown[],
    after: (client: pg.Client) => Promise<T>,
  ): Promise<T>;
  close(): Promise<void>;
}

export async function createSupabaseDatabase(label: string): Promise<SupabaseDatabase> {
  const url = await createDatabase(inject("postgresAdminUrl"), label);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(CREATE_ROLES);
  await client.query(SUPABASE_DEFAULTS);
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) {
    if (file.endsWith(".sql")) await client.query(readFileSync(new URL(file, MIGRATIONS_DIR), "utf8"));
  }
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
    asRole: (role, sql, params = []) => asRoleThen(role, sql, params, async (_client, result) => result),
    asRoleThen,
    close: () => client.end(),
  };
}
