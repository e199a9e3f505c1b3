import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { triageCopy } from "../triage-copy.ts";
import type { InquiryActionResult } from "./inquiry-action.ts";

const copy = triageCopy.inquiry;

/** An internal note, posted to the inquiry route's action; the field empties once it is saved. */
export function NoteForm({ inquiryId }: { inquiryId: string }) {
  const fetcher = useFetcher<InquiryActionResult>();
  const form = useRef<HTMLFormElement>(null);
  const result = fetcher.data;
  useEffect(() => {
    if (result?.intent === "note" && result.ok) form.current?.reset();
  }, [result]);
  return (
    <fetcher.Form ref={form} method="post" action={`/inbox/inquiry?id=${encodeURIComponent(inquiryId)}`}>
      <input type="hidden" name="intent" value="note" />
      <label>
        {copy.addNote}
        <span className="hint">{copy.noteHint}</span>
        <textarea name="body" required maxLength={5000} rows={3} dir="auto" />
      </label>
      {result?.intent === "note" && !result.ok ? (
        <p className="error" role="alert">
          {result.error}
        </p>
      ) : null}
      <button type="submit" disabled={fetcher.state !== "idle"}>
        {copy.saveNote}
      </button>
    </fetcher.Form>
  );
}
