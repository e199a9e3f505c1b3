import type { FastifyInstance } from "fastify";
import pg from "pg";
import type { OpenRequests } from "./open-requests.ts";

/** Longer than any close of a test server takes, and well inside Vitest's hook timeout. */
export const STUCK_CLOSE_MS = 20_000;

/**
 * What still holds a server's close that outlasted STUCK_CLOSE_MS, for the error that fails
 * the test's hook, so that the failure names its cause: the HTTP connections still open and
 * the requests on them (each one's path, age, and whether it was answered), the data room's
 * workers (one told to stop that has not), the process's live resources by kind, and on
 * PostgreSQL what each session of the test's database is doing (a query waiting on a lock,
 * a transaction left open). It changes nothing.
 */
export async function describeStuckClose(
  app: FastifyInstance,
  databaseUrl: string | undefined,
  requests: OpenRequests,
) {
  const connections = await new Promise<number>((resolve) =>
    app.server.getConnections((_error, count) => resolve(count)),
  );
  const resources: Record<string, number> = {};
  for (const kind of process.getActiveResourcesInfo()) resources[kind] = (resources[kind] ?? 0) + 1;
  let sessions: unknown = "SQLite";
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
    // A connection lost after it opened must not end the test run with an uncaught error.
    client.on("error", () => undefined);
    sessions = await client
      .connect()
      .then(async () => {
        const { rows } = await client.query(
          `SELECT application_name, state, wait_event_type, wait_event, round(extract(epoch FROM now() - state_change)::numeric, 1) AS seconds,
                  left(query, 120) AS query
             FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
        );
        return rows;
      })
      .catch((error: unknown) => String(error))
      .finally(() => client.end().catch(() => undefined));
  }
  const renderWorkers = app.renderPool?.load ?? "none";
  return `A test server is still closing after ${STUCK_CLOSE_MS / 1000} s: ${JSON.stringify({
    connections,
    requests: requests.describe(),
    renderWorkers,
    resources,
    sessions,
  })}`;
}
