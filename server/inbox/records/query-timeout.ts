/**
 * A read of the inbox list ran past the store's time limit and was stopped: the SQLite
 * reader thread was ended, or PostgreSQL cancelled the statement. Nothing keeps running.
 */
export class InboxQueryTimeout extends Error {
  override name = "InboxQueryTimeout";

  readonly limitMs: number;

  constructor(limitMs: number) {
    super(`an inbox list read ran past its ${limitMs} ms limit`);
    this.limitMs = limitMs;
  }
}

/** How long one page of the inbox list may take by default (INBOX_QUERY_TIMEOUT_MS). */
export const DEFAULT_INBOX_QUERY_TIMEOUT_MS = 2000;
