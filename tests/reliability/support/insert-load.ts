// Concurrent inserts with unique bodies, each outcome recorded with its timing, so a
// part can say afterwards which requests were acknowledged and find them in the table.
import { DEFAULT_ANON_KEY } from "#common/defaults.ts";

export const FORM_HEADERS = {
  apikey: DEFAULT_ANON_KEY,
  authorization: `Bearer ${DEFAULT_ANON_KEY}`,
  "content-type": "application/json",
  prefer: "return=minimal",
};

export interface Outcome {
  /** Unique per request; it is the inquiry's message, so the row can be found. */
  id: string;
  /** 0 when the connection failed or was cut before an answer. */
  status: number;
  body: string;
  /** performance.now() when sent and when answered. */
  sent: number;
  answered: number;
}

export interface LoadOptions {
  concurrency: number;
  /** Prefix of every request's id; ids must not repeat across a part. */
  label: string;
  /** Extra headers per request (X-Forwarded-For). */
  headersFor?: (sequence: number) => Record<string, string>;
  /** Pause between one worker's requests, to hold a rate instead of flooding. */
  pauseMs?: number;
}

export interface RunningLoad {
  outcomes: Outcome[];
  /** Stops sending; resolves once every request in flight has its outcome. */
  stop(): Promise<Outcome[]>;
}

export function messageFor(id: string): string {
  return `Reliability inquiry ${id}.\nWe are raising a fund and would like to talk.`;
}

export function bodyFor(id: string, sequence: number): string {
  return JSON.stringify({
    name: `Load ${sequence}`,
    email: `load${sequence}@example.com`,
    message: messageFor(id),
    fund_type: "Private Equity",
    aum: "$100M - $500M",
  });
}

/** The id back from a stored message (see messageFor). */
export function idOfMessage(message: string): string | undefined {
  return /^Reliability inquiry (.+)\.\n/.exec(message)?.[1];
}

/** How many stored rows carry each load id; a row from elsewhere counts under "?<message>". */
export function countStored(messages: Iterable<string>): Map<string, number> {
  const stored = new Map<string, number>();
  for (const message of messages) {
    const id = idOfMessage(message) ?? `?${message}`;
    stored.set(id, (stored.get(id) ?? 0) + 1);
  }
  return stored;
}

/** The acknowledged (201) answers, and those of them whose inquiry is not stored exactly once. */
export function storedOnceCheck(
  messages: Iterable<string>,
  answers: readonly { id: string; status: number }[],
) {
  const stored = countStored(messages);
  const acknowledged = answers.filter((answer) => answer.status === 201);
  return { acknowledged, wrong: acknowledged.filter((answer) => stored.get(answer.id) !== 1) };
}

export function startInsertLoad(base: string, options: LoadOptions): RunningLoad {
  const outcomes: Outcome[] = [];
  let stopped = false;
  let sequence = 0;
  const worker = async () => {
    while (!stopped) {
      const n = ++sequence;
      const id = `${options.label}-${n}`;
      const sent = performance.now();
      let status = 0;
      let body = "";
      try {
        const response = await fetch(`${base}/rest/v1/contact_submissions`, {
          method: "POST",
          headers: { ...FORM_HEADERS, ...options.headersFor?.(n) },
          body: bodyFor(id, n),
          signal: AbortSignal.timeout(30_000),
        });
        body = await response.text();
        status = response.status;
      } catch (error) {
        body = error instanceof Error ? error.message : String(error);
      }
      outcomes.push({ id, status, body, sent, answered: performance.now() });
      // A dead server refuses at once: do not spin on it.
      if (status === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      if (options.pauseMs) await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
    }
  };
  const workers = Array.from({ length: options.concurrency }, worker);
  return {
    outcomes,
    async stop() {
      stopped = true;
      await Promise.all(workers);
      return outcomes;
    },
  };
}
