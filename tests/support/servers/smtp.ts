/**
 * A real SMTP server on a loopback port (the smtp-server package) that keeps every
 * message it accepts, for tests and benchmarks of the notification e-mail. Messages
 * are parsed with postal-mime: mailparser, the usual companion, could not be installed
 * (its pinned dependencies are missing from the registry).
 */
import PostalMime, { type Email } from "postal-mime";
import { SMTPServer } from "smtp-server";
import { freePort } from "./free-port.ts";

export interface ReceivedMail {
  /** The SMTP envelope: who the server was asked to deliver to (RCPT TO). */
  envelope: { from: string; to: string[] };
  raw: string;
  /** Undefined when the sink was started with `parse: false` (benchmarks). */
  parsed: Email | undefined;
}

export interface SmtpSink {
  readonly port: number;
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  readonly url: string;
  readonly messages: ReceivedMail[];
  /** Refuses the next `count` messages at DATA with this reply (a 5xx by default). */
  refuseNext(count: number, code?: number, text?: string): void;
  /** How many messages were refused so far. */
  readonly refused: number;
  /** Resolves once at least `count` messages have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Resolves once every message accepted so far is in `messages` (parsing is asynchronous). */
  idle(): Promise<void>;
  /** Stops listening (the port then refuses connections) and cuts open connections. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

export interface SinkOptions {
  port?: number;
  /** Parse each message with postal-mime (off for benchmarks). */
  parse?: boolean;
  /** Listen at once (default) or only when start() is called. */
  listen?: boolean;
  /** Offer AUTH and refuse every login with 535 and this text (a test of error handling). */
  refuseLogins?: (user: string) => string;
}

export async function startSmtpSink(options: SinkOptions = {}): Promise<SmtpSink> {
  const port = options.port ?? (await freePort());
  const parse = options.parse ?? true;
  const messages: ReceivedMail[] = [];
  let refuse = { count: 0, code: 550, text: "Mailbox unavailable" };
  let refused = 0;
  /** Accepted messages still being parsed. */
  let parsing = 0;
  let server: SMTPServer | undefined;
  const waiters = new Set<() => void>();

  const create = () =>
    new SMTPServer({
      secure: false,
      authOptional: true,
      // Plain SMTP on loopback: nodemailer would otherwise try STARTTLS with no certificate.
      disabledCommands: options.refuseLogins ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        const text = options.refuseLogins?.(auth.username ?? "") ?? "Authentication failed";
        callback(Object.assign(new Error(text), { responseCode: 535 }));
      },
      logger: false,
      closeTimeout: 50,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          if (refuse.count > 0) {
            refuse.count--;
            refused++;
            return callback(Object.assign(new Error(refuse.text), { responseCode: refuse.code }));
          }
          const raw = Buffer.concat(chunks).toString("utf8");
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
          };
          const store = (parsed: Email | undefined) => {
            parsing--;
            messages.push({ envelope, raw, parsed });
            for (const wake of waiters) wake();
          };
          // Accept first, then parse: the sender's view does not depend on our parsing.
          parsing++;
          callback();
          if (parse) void PostalMime.parse(raw).then(store);
          else store(undefined);
        });
      },
    });

  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = create();
      server.on("error", () => undefined);
      server.server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = undefined;
      if (!current) return resolve();
      current.close(() => resolve());
    });

  if (options.listen ?? true) await start();
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get refused() {
      return refused;
    },
    refuseNext(count, code = 550, text = "Mailbox unavailable") {
      refuse = { count, code, text };
    },
    waitFor(count, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(messages);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} messages within ${timeoutMs} ms, got ${messages.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    idle() {
      return new Promise((resolve) => {
        const check = () => {
          if (parsing > 0) return;
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
      });
    },
    stop,
    start,
  };
}

/** Header lines of a raw message, unfolded, as "name: value" strings. */
export function rawHeaderLines(raw: string): string[] {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? "";
  return head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/);
}

/**
 * The mail settings of a server that notifies through `sink`, with worker timings for
 * tests: poll every 100 ms, retry after 25-50 ms doubling to 200 ms, leases of 4 s. The
 * real defaults (5 s, 2 s to 15 min, 5 min) are tested as pure functions.
 */
export function notificationEnv(sink: Pick<SmtpSink, "url">): Record<string, string> {
  return {
    SMTP_URL: sink.url,
    MAIL_FROM: "UCP Website <web@ucp.example>",
    NOTIFY_TO: "inquiries@ucp.example, Partner <partner@ucp.example>",
    NOTIFY_POLL_MS: "100",
    NOTIFY_RETRY_MIN_MS: "50",
    NOTIFY_RETRY_MAX_MS: "200",
    NOTIFY_LEASE_MS: "4000",
  };
}

/** Polls `check` until it returns a value other than undefined or false; rejects after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
