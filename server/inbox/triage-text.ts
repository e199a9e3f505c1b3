// The inbox API's words for people: owner names and refusal messages, in one place.

/** An owner whose account no longer exists. */
export const FORMER_STAFF = "Former staff member";

export const triageMessages = {
  noOwner: "The owner must be an active staff member, or null for nobody.",
  ownerBody: 'Send {"ownerId": "<staff id>"} or {"ownerId": null}.',
  noAction: "There is no such action.",
  notYours: "Only the person who acted can undo it.",
  undoExpired: "The time to undo this action has passed.",
  alreadyUndone: "This action was already undone.",
  changedSince: "Someone changed these inquiries since; nothing was undone.",
  tooManyNotes: (max: number) => `This inquiry already holds ${max} notes, the most it can keep.`,
  bulkBody: (max: number) =>
    `Send {"ids": [...], "set": ...} with 1 to ${max} ids, or {"view": {...}, "set": ...}; set is {"status"} or {"ownerId"}.`,
  bulkTooMany: (max: number) =>
    `The view matches more than ${max} inquiries; narrow it, or act on it ${max} at a time.`,
  missing: (ids: readonly string[]) =>
    `No inquiry has the id ${ids.slice(0, 5).join(", ")}${ids.length > 5 ? "…" : ""}; nothing was changed.`,
  replyBody: (max: number) => `Send {"requestId": "<a unique key>", "body": "<1 to ${max} characters>"}.`,
  mailOff: "This server cannot send e-mail: SMTP_URL and MAIL_FROM are not set. Use the mailto link instead.",
  requestReused: "This request id was already used for another reply.",
  erasureEmail: "Give the visitor's e-mail address.",
};
