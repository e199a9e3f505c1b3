import type { InboxCursor } from "#server/inbox/records/types.ts";

const TOKEN = /^((\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.(\d{3})(\d{3})?Z)\|(\d{1,18})$/;

/** The next page's start as an opaque URL-safe token: the last row's exact time and id. */
export function encodeCursor(cursor: InboxCursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`, "utf8").toString("base64url");
}

/**
 * Undefined for anything that is not a token this server made. The time must be a real
 * instant that both databases accept: JavaScript rolls 2024-02-30 over into March and
 * accepts year 0, which PostgreSQL refuses, so the date is checked by writing it back.
 */
export function decodeCursor(token: string): InboxCursor | undefined {
  const text = Buffer.from(token, "base64url").toString("utf8");
  const match = TOKEN.exec(text);
  const [, at, year, millis, , id] = match ?? [];
  if (!at || !year || !millis || !id || Number(year) < 1) return undefined;
  const instant = new Date(`${at.slice(0, 20)}${millis}Z`);
  if (Number.isNaN(instant.getTime()) || instant.toISOString() !== `${at.slice(0, 20)}${millis}Z`)
    return undefined;
  return { at, id };
}
