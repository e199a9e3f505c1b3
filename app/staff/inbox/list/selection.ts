import type { InboxListItem } from "#common/inbox-api.ts";

/**
 * Where the highlight goes when the highlighted inquiry leaves the list (archived, erased,
 * moved out of the view): the row that took its place, else the one before, else none.
 * `before` is the list as it was, `after` as it is now.
 */
export function successor(before: InboxListItem[], after: InboxListItem[], id: string | null): string | null {
  if (id && after.some((item) => item.id === id)) return id;
  const index = before.findIndex((item) => item.id === id);
  const kept = new Set(after.map((item) => item.id));
  // The first row after the old one that is still there, else the last one before it.
  for (const item of before.slice(index + 1)) if (kept.has(item.id)) return item.id;
  for (const item of before.slice(0, Math.max(index, 0)).reverse()) if (kept.has(item.id)) return item.id;
  return after[0]?.id ?? null;
}

/** The id `by` rows away from `id` (clamped to the list), or the first row. */
export function step(items: InboxListItem[], id: string | null, by: number): string | null {
  const index = items.findIndex((item) => item.id === id);
  if (index === -1) return items[0]?.id ?? null;
  return items[Math.max(0, Math.min(items.length - 1, index + by))]?.id ?? null;
}
