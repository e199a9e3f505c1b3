import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { FormError } from "#app/ui/field.tsx";
import type { DocumentType, StatementBatchView } from "#common/portal-documents-api.ts";
import { api } from "../../api.ts";
import { dataRoomCopy } from "../data-room-copy.ts";
import { dataRoomApi, dataRoomPath } from "../data-room-paths.ts";
import { refusalOf } from "../refusal.ts";
import { TypeSelect } from "../type-select.tsx";

const text = dataRoomCopy.batch;

/** Starts a batch of per-organisation statements; its files are dropped on the batch's screen. */
export function NewBatchForm({ dealId }: { dealId: string }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const titleId = useId();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const title = String(form.get("title") ?? "").trim();
    if (!title) return setError(text.missingTitle);
    setBusy(true);
    const result = await api<StatementBatchView>(dataRoomApi.batches(dealId), {
      body: { title, type: form.get("type") as DocumentType },
    });
    setBusy(false);
    if (result.status === 201 || result.status === 200) return navigate(dataRoomPath.batch(result.body.id));
    setError(refusalOf(result));
  };
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{text.heading}</h2>
      <p className="hint">{text.text}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label htmlFor={titleId}>{text.title}</label>
          <span id={`${titleId}-hint`} className="hint">
            {text.titleHint}
          </span>
          <input id={titleId} name="title" maxLength={200} aria-describedby={`${titleId}-hint`} required />
        </div>
        <TypeSelect name="type" value="capital_account_statement" />
        <FormError message={error} />
        <Button type="submit" disabled={busy}>
          {busy ? text.creating : text.create}
        </Button>
      </form>
    </section>
  );
}
