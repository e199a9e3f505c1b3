import { z } from "zod";
import { INQUIRY_TYPES, SIZE_RANGES } from "#common/contact-options.ts";
import { OWNER_VIEWS } from "#common/inbox-api.ts";
import { INQUIRY_STATUSES, type InboxCursor, type InboxFilter } from "#server/inbox/records/types.ts";
import { decodeCursor } from "./cursor.ts";
import { inboxErrors } from "./inbox-error.ts";
import { searchWords } from "./search-words.ts";

const instant = z.iso.datetime({ offset: true }).transform((text) => new Date(text));

/** The view the URL describes: the same parameters for the list and for its export. */
export const viewQuery = z.object({
  status: z.enum(INQUIRY_STATUSES).optional(),
  owner: z.enum(OWNER_VIEWS).optional(),
  type: z.enum(INQUIRY_TYPES).optional(),
  size: z.enum(SIZE_RANGES).optional(),
  from: instant.optional(),
  to: instant.optional(),
  q: z.string().max(200).optional(),
  cursor: z.string().max(200).optional(),
});

export interface View {
  filter: InboxFilter;
  cursor: InboxCursor | undefined;
}

/**
 * Parses a list or export query string; a bad value is a 400 that names the parameter.
 * `owner=me` means the signed-in staff member (`staffId`).
 */
export function parseView(query: unknown, staffId?: string): View {
  const parsed = viewQuery.safeParse(query);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join(".") || "query";
    throw inboxErrors.invalid(`The parameter "${field}" is not valid.`);
  }
  const { status, owner, type, size, from, to, q, cursor } = parsed.data;
  const decoded = cursor === undefined ? undefined : decodeCursor(cursor);
  if (cursor !== undefined && !decoded) throw inboxErrors.invalid('The parameter "cursor" is not valid.');
  const words = q === undefined ? [] : searchWords(q);
  return {
    filter: {
      status,
      fundType: type,
      aum: size,
      from,
      to,
      words,
      ...(owner === "none" ? { ownerId: null } : owner === "me" ? { ownerId: staffId ?? "" } : {}),
    },
    cursor: decoded,
  };
}

/** What an audit entry may say about a view: never the search words (they can name a visitor). */
export function describeView(filter: InboxFilter): Record<string, unknown> {
  return {
    status: filter.status ?? null,
    owner: filter.ownerId === undefined ? null : filter.ownerId === null ? "none" : "me",
    type: filter.fundType ?? null,
    size: filter.aum ?? null,
    from: filter.from?.toISOString() ?? null,
    to: filter.to?.toISOString() ?? null,
    searched: (filter.words?.length ?? 0) > 0,
  };
}
