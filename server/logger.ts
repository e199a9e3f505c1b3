/**
 * What the server's parts log through: the store, the notification worker and the
 * retention schedule. Fastify's pino logger fits; the operator commands pass one that
 * writes to stderr.
 */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** Drops every line: for tests and benchmarks that judge by results, not by log lines. */
export const silentLogger: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
