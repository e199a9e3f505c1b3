import { type ReactNode, useCallback, useId, useState } from "react";
import { FormError } from "../field.tsx";
import "../auth/auth.css";

/** What one section of the account page last said: a success, or an error in plain words. */
export type SectionNote = { kind: "done" | "error"; message: string } | undefined;

export function useSectionNote() {
  const [note, setNote] = useState<SectionNote>();
  return {
    note,
    done: useCallback((message: string) => setNote({ kind: "done", message }), []),
    fail: useCallback((message: string) => setNote({ kind: "error", message }), []),
  };
}

/**
 * One section of the account page. Its note shows inside it, under its heading, so an error
 * is read where it happened; a success replaces the error, which clears it.
 */
export function AccountSection({
  heading,
  note,
  children,
}: {
  heading: string;
  note: SectionNote;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {note?.kind === "error" ? <FormError message={note.message} /> : null}
      {note?.kind === "done" ? (
        <p className="notice" role="status">
          {note.message}
        </p>
      ) : null}
      {children}
    </section>
  );
}
