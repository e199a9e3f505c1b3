/** The words of a reading in the audit log: one entry per opening, its page reads folded in. */
export const readingCopy = {
  /** `{person}`, `{document}` and `{deal}` are filled in as the log's other sentences are. */
  opened: "{person} read {document} on {deal}",
  gone: "a document since deleted",
  summary: (reached: number, total: number | null, time: string) =>
    total === null ? `Opened for ${time}` : `${reached} of ${total} pages reached in ${time}`,
  pages: "Time per page",
  page: (page: number, time: string) => `Page ${page}: ${time}`,
  duration: (seconds: number) =>
    seconds >= 60 ? `${Math.floor(seconds / 60)} min ${seconds % 60} s` : `${seconds} s`,
} as const;
