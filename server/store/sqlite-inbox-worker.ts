// A reader thread of the SQLite inbox: its own read-only connection to the file (WAL lets
// it read while the main thread writes), so a long list read never holds up the event
// loop that answers every other request. One request at a time, as the pool sends them.
import { DatabaseSync } from "node:sqlite";
import { parentPort, workerData } from "node:worker_threads";
import type { InboxCursor, InboxFilter } from "./inbox-types.ts";
import { sqlitePages } from "./sqlite-inbox-page.ts";

export interface ReadRequest {
  id: number;
  filter: InboxFilter;
  cursor: InboxCursor | undefined;
  limit: number;
  /** Epoch milliseconds after which the read stops itself. */
  deadline: number;
}

export type ReadReply = { id: number; rows: unknown[] } | { id: number; error: string };

const port = parentPort;
if (port) {
  const db = new DatabaseSync(String(workerData.path), { readOnly: true, timeout: 5000 });
  let deadline = Number.POSITIVE_INFINITY;
  // The pool ends this thread at the deadline, but an ending thread finishes its current
  // SQLite call first: this check, made on every row a plan reads, ends that call too.
  db.function("inbox_in_time", { deterministic: false, directOnly: true }, () => {
    if (Date.now() > deadline) throw new Error("inbox read past its deadline");
    return 1;
  });
  const page = sqlitePages(db);
  port.on("message", (request: ReadRequest) => {
    deadline = request.deadline;
    try {
      const rows = page(request.filter, request.cursor, request.limit);
      port.postMessage({ id: request.id, rows } satisfies ReadReply);
    } catch (error) {
      port.postMessage({ id: request.id, error: (error as Error).message } satisfies ReadReply);
    }
  });
}
