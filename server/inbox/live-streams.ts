import { inquiryEventsText, reloadEventText } from "./live-event-text.ts";
import type { LiveEvent, LiveFeed } from "./live-feed.ts";
import type { SessionCheck } from "./live-sessions.ts";

/** One open event stream, as the route hands it over. */
export interface LiveStream {
  readonly sessionId: string;
  write(text: string): void;
  end(): void;
}

/**
 * Streams one session may hold open on an instance. A browser over HTTP/1.1 opens at
 * most six connections to a host, shared by all its tabs: a sixth stream would leave
 * the inbox no connection for its own calls, so more than five is never a person's use.
 * Each stream holds a socket and memory until it ends, so a bound is what keeps one
 * session from exhausting the server's file descriptors. The cap is per instance (its
 * resources are per instance); a session's oldest stream is the one closed.
 */
export const STREAMS_PER_SESSION = 5;
/** A comment line this often keeps proxies from closing an idle stream; each sweep also checks the sessions. */
const SWEEP_MS = 20_000;
/**
 * Sent to a stream closed for a newer one: its browser comes back only after this long,
 * so tabs beyond the cap do not take turns closing each other every second.
 */
const SUPERSEDED_RETRY_MS = 60_000;

interface Logger {
  warn(message: string): void;
}

function eventText(event: LiveEvent): string {
  return event.kind === "reload" ? reloadEventText() : inquiryEventsText(event.inquiries, event.running);
}

/**
 * The open streams of this instance. Nothing reaches a stream whose session has ended:
 * events are batched while a check runs, and each batch goes out only after one query has
 * confirmed every open stream's session (one query per batch, however many streams). A
 * stream whose session is gone is ended instead; the sweep ends such streams when no
 * inquiry arrives. A failed check delivers nothing and ends the streams: the browsers
 * reconnect, pass the sign-in check again and fetch what they missed.
 */
export class LiveStreams {
  readonly #bySession = new Map<string, LiveStream[]>();
  #pending: string[] = [];
  #checking = false;
  #unsubscribe: (() => void) | undefined;
  #sweep: NodeJS.Timeout | undefined;
  readonly #feed: LiveFeed;
  readonly #check: SessionCheck;
  readonly #log: Logger;

  constructor(feed: LiveFeed, check: SessionCheck, log: Logger) {
    this.#feed = feed;
    this.#check = check;
    this.#log = log;
  }

  add(stream: LiveStream): void {
    const streams = this.#bySession.get(stream.sessionId) ?? [];
    streams.push(stream);
    this.#bySession.set(stream.sessionId, streams);
    for (const oldest of streams.slice(0, Math.max(0, streams.length - STREAMS_PER_SESSION))) {
      oldest.write(`retry: ${SUPERSEDED_RETRY_MS}\n\n`);
      this.#end(oldest);
    }
    if (this.#unsubscribe) return;
    // The feed reads new rows only while some stream listens.
    this.#unsubscribe = this.#feed.subscribe((event) => {
      this.#pending.push(eventText(event));
      void this.#deliver();
    });
    this.#sweep = setInterval(() => void this.#deliver(": still here\n\n"), SWEEP_MS);
  }

  remove(stream: LiveStream): void {
    const streams = this.#bySession.get(stream.sessionId);
    if (!streams?.includes(stream)) return;
    if (streams.length === 1) this.#bySession.delete(stream.sessionId);
    else streams.splice(streams.indexOf(stream), 1);
    if (this.#bySession.size > 0) return;
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
    clearInterval(this.#sweep);
  }

  endAll(): void {
    for (const streams of [...this.#bySession.values()]) for (const stream of streams) this.#end(stream);
  }

  /** Sends the pending events (and `extra`, the sweep's heartbeat) to the streams whose sessions hold. */
  async #deliver(extra = ""): Promise<void> {
    if (this.#checking) return;
    this.#checking = true;
    try {
      let text = extra;
      do {
        text += this.#pending.join("");
        this.#pending = [];
        const streams = await this.#confirmed();
        if (text) for (const stream of streams) stream.write(text);
        text = "";
      } while (this.#pending.length > 0);
    } finally {
      this.#checking = false;
    }
  }

  /** The open streams whose sessions still hold; every other stream is ended. */
  async #confirmed(): Promise<LiveStream[]> {
    if (this.#bySession.size === 0) return [];
    let holding: Set<string>;
    try {
      holding = await this.#check([...this.#bySession.keys()]);
    } catch (error) {
      this.#log.warn(`Live inbox: checking the sessions of open streams failed: ${(error as Error).message}`);
      holding = new Set();
    }
    const confirmed: LiveStream[] = [];
    for (const [sessionId, streams] of [...this.#bySession]) {
      if (holding.has(sessionId)) confirmed.push(...streams);
      else for (const stream of streams) this.#end(stream);
    }
    return confirmed;
  }

  #end(stream: LiveStream): void {
    this.remove(stream);
    stream.end();
  }
}
