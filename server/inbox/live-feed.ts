import pg from "pg";
import type { InboxInquiry } from "#server/inbox/records/types.ts";
import type { SubmissionStore } from "#server/store/index.ts";

/**
 * New inquiries, or "reload" when too many arrived at once to name them (a bulk load). On
 * PostgreSQL `running` is the oldest transaction running while they were stored (see
 * `LivePoint`): whatever commits after them was stored by it or a later one.
 */
export type LiveEvent = { kind: "stored"; inquiries: InboxInquiry[]; running?: string } | { kind: "reload" };

export interface LiveFeed {
  /** Returns the function that unsubscribes. */
  subscribe(listener: (event: LiveEvent) => void): () => void;
  /** Resolves once the feed hears new inquiries (PostgreSQL: once LISTEN is in place). */
  ready(): Promise<void>;
  stop(): Promise<void>;
}

interface FeedLogger {
  warn(message: string): void;
}

/** The channel the database's insert trigger notifies; its payload lists the new ids. */
const CHANNEL = "inquiry_stored";
const RECONNECT_MS = 1000;

/**
 * Tells open inboxes about new inquiries. On PostgreSQL every instance LISTENs, so an
 * inquiry stored by any instance reaches the inboxes open on all of them (NOTIFY is sent
 * at COMMIT: never a row that rolled back). On SQLite there is one process, and the
 * store's own signal after each commit is enough.
 */
export function startLiveFeed(
  config: { DATABASE_URL?: string | undefined },
  store: SubmissionStore,
  log: FeedLogger,
): LiveFeed {
  const listeners = new Set<(event: LiveEvent) => void>();
  const emit = (event: LiveEvent) => {
    for (const listener of listeners) listener(event);
  };
  // The rows are read once per commit and shared by every open inbox on this instance, in
  // the order of the commits: an event's point then covers everything sent before it.
  let announced = Promise.resolve();
  const announce = (ids: string[], running?: string) => {
    if (listeners.size === 0) return;
    // A failure is logged and ends only its own announcement: the chain goes on.
    announced = announced
      .then(async () => {
        if (ids.length === 0) return emit({ kind: "reload" });
        const inquiries = await store.inbox.byIds(ids);
        if (inquiries.length > 0) emit({ kind: "stored", inquiries, running });
      })
      .catch((error: Error) => log.warn(`Live inbox: announcing new inquiries failed: ${error.message}`));
  };

  const url = config.DATABASE_URL;
  if (!url) {
    store.onStored(announce);
    return {
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      ready: async () => undefined,
      stop: async () => listeners.clear(),
    };
  }

  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let listening: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    listening = resolve;
  });
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel !== CHANNEL) return;
      // "12,13;4567": the new ids (none: a bulk load), then the oldest transaction running.
      const [ids = "", running] = (message.payload ?? "").split(";");
      announce(ids ? ids.split(",") : [], running || undefined);
    });
    // A lost connection is replaced; inboxes reload once, since they may have missed rows.
    next.on("error", (error) => {
      log.warn(`Live inbox: the PostgreSQL listener failed (${error.message}); reconnecting`);
      void next.end().catch(() => undefined);
      if (client === next) client = undefined;
      schedule();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      if (stopped) return void (await next.end());
      const reconnected = client === undefined && retry !== undefined;
      client = next;
      retry = undefined;
      listening();
      if (reconnected) emit({ kind: "reload" });
    } catch (error) {
      log.warn(`Live inbox: cannot listen on PostgreSQL (${(error as Error).message}); retrying`);
      void next.end().catch(() => undefined);
      schedule();
    }
  };
  const schedule = () => {
    if (stopped) return;
    retry = setTimeout(() => void connect(), RECONNECT_MS);
    retry.unref();
  };
  const started = connect();

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready: () => ready,
    async stop() {
      stopped = true;
      listeners.clear();
      if (retry) clearTimeout(retry);
      await started;
      await client?.end().catch(() => undefined);
    },
  };
}
