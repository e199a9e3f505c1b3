/** An entry of a document's outline as the server gives it (its page counted from 1). */
export interface OutlineEntry {
  title: string;
  page?: number;
  level: number;
}

/** The outline's well-formed entries; anything else in it is left out. */
export function outlineOf(outline: unknown[]): OutlineEntry[] {
  return outline.flatMap((entry) => {
    if (typeof entry !== "object" || entry === null) return [];
    const { title, page, level } = entry as Record<string, unknown>;
    if (typeof title !== "string" || !title.trim()) return [];
    return [
      {
        title,
        level: typeof level === "number" && level >= 1 ? level : 1,
        ...(typeof page === "number" ? { page } : {}),
      },
    ];
  });
}
