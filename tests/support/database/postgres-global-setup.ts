// Vitest globalSetup of the integration project: one throwaway PostgreSQL server for
// the whole run. Each test file creates its own database on it (tests/support/database/databases.ts),
// as a copy of one database that the server's migrations made once for the run: copying
// it takes a fraction of the second that migrating each new database took.
import type { TestProject } from "vitest/node";
import { silentLogger } from "#server/logger.ts";
import { openStore } from "#server/store/index.ts";
import { createDatabase, startPostgres } from "./postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Superuser URL of the run's PostgreSQL server (maintenance database). */
    postgresAdminUrl: string;
    /** The database every test database is copied from: the migrations applied, no rows. */
    postgresMigratedTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPostgres();
  try {
    const url = await createDatabase(server.adminUrl, "migrated_template");
    // Closed before any copy: PostgreSQL copies a template only while no one is connected to it.
    await (await openStore({ DATABASE_URL: url, SQLITE_PATH: "" }, silentLogger)).close();
    project.provide("postgresAdminUrl", server.adminUrl);
    project.provide("postgresMigratedTemplate", decodeURIComponent(new URL(url).pathname.slice(1)));
  } catch (error) {
    await server.stop();
    throw error;
  }
  return () => server.stop();
}
