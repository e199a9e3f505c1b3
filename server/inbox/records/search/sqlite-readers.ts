import { Worker } from "node:worker_threads";
import { InboxQueryTimeout } from "../query-timeout.ts";
import type { ViewCountRows } from "../triage/types.ts";
import type { InboxCursor, InboxFilter, InboxInquiry } from "../types.ts";
import type { ReadQuery, ReadReply, ReadRequest } from "./sqlite-worker.ts";

/** Reader threads: two cores on a small server, so one long search leaves one free. */
const READERS = 2;

interface Pending {
  request: ReadRequest;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
  reader?: Reader;
}

interface Reader {
  worker: Worker;
  busy?: Pending;
}

export interface SqliteReaders {
  page(filter: InboxFilter, cursor: InboxCursor | undefined, limit: number): Promise<InboxInquiry[]>;
  /** Per-status counts of a filtered view (sqlite-search-counts.ts). */
  counts(filter: InboxFilter, cap: number): Promise<ViewCountRows>;
  close(): Promise<void>;
}

/**
 * Runs the inbox's long reads (list pages, counts of a filtered view) on reader threads, each with its own connection to `path`. The
 * time limit counts from the call: a read still queued at the limit is dropped, and a
 * running one has its thread ended and replaced, so nothing runs on after its answer.
 */
export function sqliteReaders(path: string, limitMs: number): SqliteReaders {
  const readers: Reader[] = [];
  const queue: Pending[] = [];
  let nextId = 0;
  let closed = false;

  const spawn = (): Reader => {
    const worker = new Worker(new URL("./sqlite-worker.ts", import.meta.url), {
      workerData: { path },
    });
    // The process may end while threads wait for work (operator commands, tests).
    worker.unref();
    const reader: Reader = { worker };
    worker.on("message", (reply: ReadReply) => settle(reader, reply));
    worker.on("error", (error) => fail(reader, error));
    worker.on("exit", () => {
      if (readers.includes(reader)) fail(reader, new Error("an inbox reader thread stopped"));
    });
    readers.push(reader);
    return reader;
  };

  const retire = (reader: Reader) => {
    if (readers.includes(reader)) readers.splice(readers.indexOf(reader), 1);
    void reader.worker.terminate();
  };

  const dispatch = () => {
    while (!closed && queue.length > 0) {
      const reader = readers.find((candidate) => !candidate.busy) ?? (readers.length < READERS && spawn());
      if (!reader) return;
      const pending = queue.shift() as Pending;
      reader.busy = pending;
      pending.reader = reader;
      reader.worker.postMessage(pending.request);
    }
  };

  function settle(reader: Reader, reply: ReadReply) {
    const pending = reader.busy;
    if (!pending || pending.request.id !== reply.id) return;
    reader.busy = undefined;
    clearTimeout(pending.timer);
    if ("result" in reply) pending.resolve(reply.result);
    else if (Date.now() > pending.request.deadline) pending.reject(new InboxQueryTimeout(limitMs));
    else pending.reject(new Error(reply.error));
    dispatch();
  }

  function fail(reader: Reader, error: Error) {
    const pending = reader.busy;
    retire(reader);
    if (pending) {
      clearTimeout(pending.timer);
      pending.reject(error);
    }
    dispatch();
  }

  function expire(pending: Pending) {
    const queued = queue.indexOf(pending);
    if (queued >= 0) queue.splice(queued, 1);
    const reader = pending.reader;
    if (reader?.busy === pending) {
      // A reply it sends while ending is ignored: the caller has had its answer.
      reader.busy = undefined;
      retire(reader);
      if (!closed) spawn();
    }
    pending.reject(new InboxQueryTimeout(limitMs));
    dispatch();
  }

  // One pool and one queue for every kind of read: the kind travels with the request.
  const read = <T>(query: ReadQuery): Promise<T> => {
    if (closed) return Promise.reject(new Error("the inbox store is closed"));
    return new Promise((resolve, reject) => {
      const request: ReadRequest = { ...query, id: ++nextId, deadline: Date.now() + limitMs };
      const pending: Pending = {
        request,
        resolve: resolve as (result: unknown) => void,
        reject,
        timer: setTimeout(() => expire(pending), limitMs),
      };
      queue.push(pending);
      dispatch();
    });
  };

  return {
    page: (filter, cursor, limit) => read({ kind: "page", filter, cursor, limit }),
    counts: (filter, cap) => read({ kind: "counts", filter, cap }),
    async close() {
      closed = true;
      const running = readers.flatMap((reader) => (reader.busy ? [reader.busy] : []));
      for (const pending of [...queue.splice(0), ...running]) {
        clearTimeout(pending.timer);
        pending.reject(new Error("the inbox store is closed"));
      }
      await Promise.all(readers.splice(0).map((reader) => reader.worker.terminate()));
    },
  };
}
