const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Every word of checking before a change and taking it back: previews, edits, archive, restore. */
export const undoCopy = {
  close: "Cancel",
  preview: {
    button: "Preview",
    heading: "Preview: as people will read it",
    empty: "Write the text first, then preview it.",
    failed: "The preview could not be made. Try again in a moment.",
  },
  updates: {
    edit: "Edit",
    editLabel: (title: string) => `Edit “${title}”`,
    editHeading: "Edit the update",
    save: "Save changes",
    saved: "Update changed. People see the new text; the earlier one is kept below.",
    edited: "Edited",
    withdraw: "Withdraw",
    withdrawLabel: (title: string) => `Withdraw “${title}”`,
    withdrawHeading: "Withdraw this update?",
    withdrawText: (title: string, people: number) =>
      `“${title}” disappears at once for the ${plural(people, "person", "people")} it reaches now, and from their e-mail digests. You keep it here, marked withdrawn, with its history. A withdrawn update cannot be brought back or changed.`,
    withdrawConfirm: "Withdraw the update",
    withdrawn: "Withdrawn",
    withdrawnDone: "Update withdrawn: nobody sees it any more.",
    earlier: (count: number) => `Earlier versions (${count})`,
    earlierLabel: "Earlier versions, newest first",
    replacedOn: "Replaced",
  },
  grants: {
    heading: "Revoke access?",
    text: (organisation: string, deal: string, people: number) =>
      `${organisation} loses access to ${deal}. ${
        people === 0
          ? "Nobody in it reaches the deal now."
          : people === 1
            ? "The 1 person in it no longer sees the deal, its updates, questions or documents, from their next click."
            : `The ${people} people in it no longer see the deal, its updates, questions or documents, from their next click.`
      } You can restore the access afterwards.`,
    confirm: "Revoke access",
    restore: "Restore",
    restoreLabel: (name: string) => `Restore the access of ${name}`,
    restored: (name: string) => `Access of ${name} restored, with the same last day.`,
  },
  questions: {
    waiting: (count: number) => `${plural(count, "question", "questions")} waiting for an answer`,
    waitingShort: (count: number) => `${count} waiting`,
    waitingLabel: "Questions waiting for an answer, by deal",
    privateHeading: "Send this answer privately?",
    privateText: (organisation: string, asker: string) =>
      `Only the people of ${organisation} will see it, under this deal's questions. ${asker} gets an e-mail saying the question was answered; the answer itself is not in the e-mail. Other organisations do not see the question or the answer.`,
    privateConfirm: "Send privately",
    sentPrivately: (organisation: string, asker: string) =>
      `Answer sent privately to ${organisation}: its people see it under the deal's questions, and ${asker} was told by e-mail.`,
    edit: "Edit the answer",
    editSave: "Save the answer",
    edited: "Answer edited",
    editedDone: "Answer changed; the earlier text is kept in the record.",
  },
  records: {
    button: "Archive or delete",
    heading: (name: string) => `Archive or delete ${name}?`,
    loading: "Counting what it touches…",
    archived: "Archived",
    archivedNote:
      "Archived: its access has ended and it is offered in no list of choices. Its history stays.",
    unarchive: "Bring back from the archive",
    unarchived: "Back from the archive. Access stays ended until you give or restore it.",
    ends: "Archiving ends this access now:",
    endsNone: "No access is live now: nobody loses any.",
    endsRow: (organisation: string, deal: string, people: number) =>
      `${organisation} loses ${deal} (${plural(people, "person", "people")})`,
    people: (count: number) => `${plural(count, "person loses", "people lose")} access in all.`,
    keeps: "What stays, as history:",
    counts: {
      grants: (n: number) => plural(n, "grant of access (live or past)", "grants of access (live or past)"),
      members: (n: number) => plural(n, "member", "members"),
      documents: (n: number) => plural(n, "document", "documents"),
      updates: (n: number) => plural(n, "update", "updates"),
      questions: (n: number, waiting: number) =>
        `${plural(n, "question", "questions")}${waiting ? ` (${waiting} waiting)` : ""}`,
      terms: (n: number) => plural(n, "version of the terms", "versions of the terms"),
    },
    deleteNote: "Nothing depends on it: it can be deleted for good. The audit log keeps what was done.",
    noDelete: "It cannot be deleted: other records depend on it. Archive it instead.",
    archive: "Archive",
    archiveDone: "Archived: its access has ended.",
    delete: "Delete for good",
    failed: "That could not be counted. Try again in a moment.",
  },
} as const;
