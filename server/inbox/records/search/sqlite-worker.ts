// A reader thread of the SQLite inbox: its own read-only connection to the file (WAL lets
// it read while the main thread writes), so a long list read or count never holds up the
// event loop that answers every other request. One request at a time, as the pool sends them.
import { DatabaseSync } from "node:sqlite";
import { parentPort, workerData } from "node:worker_threads";
import type { InboxCursor, InboxFilter } from "../types.ts";
import { sqliteViewCounts } from "./sqlite-counts.ts";
import { sqlitePages } from "./sqlite-page.ts";

/** What a reader is asked: one page of the list, or the per-status counts of a view. */
export type ReadQuery =
  | { kind: "page"; filter: InboxFilter; cursor: InboxCursor | undefined; limit: number }
  | { kind: "counts"; filter: InboxFilter; cap: number };

export type ReadRequest = ReadQuery & {
  id: number;
  /** Epoch milliseconds after which the read stops itself. */
  deadline: number;
};

export type ReadReply = { id: number; result: unknown } | { id: number; error: string };

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
  const counts = sqliteViewCounts(db);
  const answer = (query: ReadQuery): unknown => {
    if (query.kind === "page") return page(query.filter, query.cursor, query.limit);
    // One snapshot, as for a page: the vocabulary a search's words expand to and the
    // count read the same rows.
    db.exec("BEGIN");
    try {
      return counts(query.filter, query.cap);
    } finally {
      db.exec("COMMIT");
    }
  };
  port.on("message", (request: ReadRequest) => {
    deadline = request.deadline;
    try {
      port.postMessage({ id: request.id, result: answer(request) } satisfies ReadReply);
    } catch (error) {
      port.postMessage({ id: request.id, error: (error as Error).message } satisfies ReadReply);
    }
  });
}
