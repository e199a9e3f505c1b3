import type { InboxCursor } from "../store/inbox-types.ts";

/** The next page's start as an opaque URL-safe token: the last row's exact time and id. */
export function encodeCursor(cursor: InboxCursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`, "utf8").toString("base64url");
}

/** Undefined for anything that is not a token this server made. */
export function decodeCursor(token: string): InboxCursor | undefined {
  const text = Buffer.from(token, "base64url").toString("utf8");
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.(?:\d{3}|\d{6})Z)\|(\d{1,18})$/.exec(text);
  if (!match?.[1] || !match[2]) return undefined;
  return Number.isNaN(new Date(match[1]).getTime()) ? undefined : { at: match[1], id: match[2] };
}
