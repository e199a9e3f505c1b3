/** Every word of the erasure screen. */
export const eraseCopy = {
  heading: "Erase a visitor",
  intro:
    "Erasure deletes every inquiry from one e-mail address, with its notes, status history, notification and search entries. It cannot be undone. The audit log keeps who erased and when, not the address.",
  email: "Visitor's e-mail address",
  confirm: "Type the address again to confirm",
  mismatch: "The two addresses do not match.",
  submit: "Erase permanently",
  done: (count: number) =>
    count === 0
      ? "No inquiries from that address; nothing erased."
      : `Erased ${count} ${count === 1 ? "inquiry" : "inquiries"}.`,
  generic: "Something went wrong. Try again.",
} as const;
