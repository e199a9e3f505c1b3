// Part 3: database faults. PostgreSQL stopped (and crashed) under load; the SQLite file
// on locations that cannot take it. Never a 201 for a row that is not stored.
import type { PartContext } from "../context.ts";
import { postgresOutage } from "../faults/postgres-outage.ts";
import { sqliteStorage } from "../faults/sqlite-storage.ts";
import { Checks, type PartResult } from "../report.ts";

export async function databaseFaults(context: PartContext): Promise<PartResult> {
  const started = performance.now();
  const checks = new Checks();
  const modes: ("fast" | "immediate")[] = context.long
    ? ["fast", "immediate", "fast", "immediate", "fast", "immediate"]
    : ["fast", "immediate"];
  const postgres = await postgresOutage(modes, checks, context.log);
  const sqlite = await sqliteStorage(checks, context.log);
  return {
    part: "database faults",
    figures: `faults: ${postgres}; sqlite ${sqlite}`,
    checks: checks.list,
    seconds: (performance.now() - started) / 1000,
  };
}
