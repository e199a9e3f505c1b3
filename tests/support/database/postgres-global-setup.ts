// Vitest globalSetup of the integration project: one throwaway PostgreSQL server for
// the whole run. Each test file creates its own database on it (tests/support/database/databases.ts).
import type { TestProject } from "vitest/node";
import { startPostgres } from "./postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Superuser URL of the run's PostgreSQL server (maintenance database). */
    postgresAdminUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPostgres();
  project.provide("postgresAdminUrl", server.adminUrl);
  return () => server.stop();
}
