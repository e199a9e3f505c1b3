import { type FormEvent, useId, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { FormError } from "#app/ui/field.tsx";
import type { DocumentControls as Controls, StaffDocumentView } from "#common/portal-documents-api.ts";
import { api } from "../../api.ts";
import { dataRoomCopy } from "../data-room-copy.ts";
import { dataRoomApi } from "../data-room-paths.ts";
import { refusalOf } from "../refusal.ts";
import { TypeSelect } from "../type-select.tsx";

const text = dataRoomCopy.document;

/** The end of the day typed (the viewer's midnight after it), or null for no end. */
function endOfDay(day: string): string | null {
  if (!day) return null;
  const at = new Date(`${day}T00:00:00`).getTime() + 86_400_000;
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}
const dayOf = (iso: string | null) =>
  iso ? new Date(new Date(iso).getTime() - 86_400_000).toLocaleDateString("sv-SE") : "";

/** Title, type, folder, download and the access end date of one document. */
export function DocumentControls({ document }: { document: StaffDocumentView }) {
  const revalidator = useRevalidator();
  const [message, setMessage] = useState<{ error?: string; saved?: boolean }>({});
  const ids = { heading: useId(), title: useId(), folder: useId(), ends: useId() };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const controls: Controls = {
      title: String(form.get("title") ?? "").trim(),
      folder: String(form.get("folder") ?? "").trim(),
      type: form.get("type") as Controls["type"] & string,
      downloadAllowed: form.get("downloadAllowed") === "on",
      accessEndsAt: endOfDay(String(form.get("accessEnds") ?? "")),
    };
    const result = await api(dataRoomApi.document(document.id), { method: "PATCH", body: controls });
    if (result.status !== 200) return setMessage({ error: refusalOf(result) });
    setMessage({ saved: true });
    void revalidator.revalidate();
  };
  return (
    <section aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>{text.controls}</h2>
      <form onSubmit={(event) => void submit(event)} key={`${document.id}-${document.currentVersion}`}>
        <div className="field">
          <label htmlFor={ids.title}>{text.title}</label>
          <input id={ids.title} name="title" defaultValue={document.title} maxLength={200} required />
        </div>
        <TypeSelect name="type" value={document.type} />
        <div className="field">
          <label htmlFor={ids.folder}>{dataRoomCopy.upload.folder}</label>
          <input id={ids.folder} name="folder" defaultValue={document.folder} maxLength={200} />
        </div>
        <label className="choice">
          <input type="checkbox" name="downloadAllowed" defaultChecked={document.downloadAllowed} />
          {text.downloadAllowed}
        </label>
        <div className="field">
          <label htmlFor={ids.ends}>{text.accessEnds}</label>
          <span id={`${ids.ends}-hint`} className="hint">
            {text.accessEndsHint}
          </span>
          <input
            id={ids.ends}
            type="date"
            name="accessEnds"
            defaultValue={dayOf(document.accessEndsAt)}
            aria-describedby={`${ids.ends}-hint`}
          />
        </div>
        <FormError message={message.error} />
        {message.saved ? <p role="status">{text.saved}</p> : null}
        <Button type="submit">{text.save}</Button>
      </form>
    </section>
  );
}
