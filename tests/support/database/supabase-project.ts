// A database set up like a fresh Supabase project (roles anon, authenticated and
// service_role; tables in public granted to them by default, as Supabase does), with
// every file of supabase/migrations applied in order, on the run's PostgreSQL.
import { readdirSync, readFileSync } from "node:fs";
import { createDatabase, withClient } from "./postgres.ts";

export const SUPABASE_MIGRATIONS_DIR = new URL("../../../supabase/migrations/", import.meta.url);

/** The migration files in the order Supabase applies them (their timestamps). */
export function supabaseMigrationFiles(): string[] {
  return readdirSync(SUPABASE_MIGRATIONS_DIR)
    .filter((file) => file.endsWith(".sql"))
    .sort();
}

/** Creates the database, applies the migrations, and returns its superuser URL. */
export async function createSupabaseProject(adminUrl: string, label: string): Promise<string> {
  const url = await createDatabase(adminUrl, label);
  await withClient(url, async (client) => {
    // Roles belong to the whole server: test files in parallel may create them at once.
    for (const role of ["anon", "authenticated", "service_role"]) {
      const bypass = role === "service_role" ? " BYPASSRLS" : "";
      await client.query(`DO $$ BEGIN
        IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${role}') THEN CREATE ROLE ${role} NOLOGIN${bypass}; END IF;
      EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
      END $$`);
    }
    await client.query(`
      GRANT USAGE ON SCHEMA public TO anon, authenticated, service_role;
      ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT ALL ON TABLES TO anon, authenticated, service_role;
      ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT ALL ON SEQUENCES TO anon, authenticated, service_role;
      ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT ALL ON FUNCTIONS TO anon, authenticated, service_role;`);
    for (const file of supabaseMigrationFiles()) {
      await client.query(readFileSync(new URL(file, SUPABASE_MIGRATIONS_DIR), "utf8"));
    }
  });
  return url;
}
