import nodemailer from "nodemailer";
import type { SendMailOptions } from "nodemailer/lib/mailer";

/** What the worker needs from a mail transport; tests and benchmarks use the real one. */
export interface MailSender {
  /** Resolves once the SMTP server accepted the message; rejects with nodemailer's error. */
  send(message: SendMailOptions, signal: AbortSignal): Promise<void>;
  close(): void;
}

/**
 * A pooled SMTP transport: a couple of connections are kept open and reused, so a burst
 * of notifications does not pay a TCP and TLS handshake each. Timeouts are short enough
 * that a hung server fails a send well within the worker's lease.
 */
export function smtpSender(smtpUrl: string): MailSender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 2,
    maxMessages: 100,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // Messages are built from our own strings only: never let one read a file or a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(message, signal) {
      await transport.sendMail({ ...message, signal });
    },
    close: () => transport.close(),
  };
}
