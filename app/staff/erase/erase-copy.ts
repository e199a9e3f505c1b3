import type { ErasurePreview } from "#common/inbox-api.ts";

function count(amount: number, one: string, many: string): string {
  return `${amount} ${amount === 1 ? one : many}`;
}

/** Every word of the erasure screen. */
export const eraseCopy = {
  heading: "Erase a visitor",
  intro:
    "Erasure deletes every inquiry from one e-mail address, with its notes, replies, status history, pending mails and search entries. It cannot be undone. The audit log keeps who erased and when, not the address.",
  email: "Visitor's e-mail address",
  missingEmail: "Enter the visitor's e-mail address.",
  check: "Show what would be erased",
  previewHeading: "What erasing this address removes",
  previewOf: "Everything stored for",
  preview: (p: ErasurePreview) => [
    count(p.inquiries, "inquiry", "inquiries"),
    count(p.notes, "note", "notes"),
    count(p.replies, "reply", "replies"),
    count(p.pendingMails, "pending mail", "pending mails"),
  ],
  nothing: "No inquiries from that address: there is nothing to erase.",
  confirm: "Type the address again to confirm",
  mismatch: "The two addresses do not match.",
  submit: "Erase permanently",
  cancel: "Choose another address",
  done: (erased: number) =>
    erased === 0
      ? "No inquiries from that address; nothing erased."
      : `Erased ${count(erased, "inquiry", "inquiries")}.`,
  generic: "Something went wrong. Try again.",
} as const;
