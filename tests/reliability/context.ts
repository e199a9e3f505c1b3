import type { PostgresServer } from "#tests/support/database/postgres.ts";

/** What every part of the suite is given by the runner. */
export interface PartContext {
  long: boolean;
  seed: number;
  /** The suite's throwaway PostgreSQL server; each part creates its own databases on it. */
  postgres: PostgresServer;
  /** Seeded: the same seed replays the same kill moments and addresses. */
  random: () => number;
  /** Prints a progress line under the part's heading. */
  log(line: string): void;
}
