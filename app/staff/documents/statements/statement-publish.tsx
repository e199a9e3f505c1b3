import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { FormError } from "#app/ui/field.tsx";
import type { StaffDocumentView } from "#common/portal-documents-api.ts";
import { api } from "../../api.ts";
import { dataRoomCopy } from "../data-room-copy.ts";
import { dataRoomApi } from "../data-room-paths.ts";
import { refusalOf } from "../refusal.ts";

const text = dataRoomCopy.document;

/**
 * A statement in draft (unpublished after its batch went out, or not yet published): it is
 * published to its own organisation only, never offered to the whole deal.
 */
export function StatementPublish({ document }: { document: StaffDocumentView }) {
  const revalidator = useRevalidator();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const publish = async () => {
    setBusy(true);
    const result = await api(dataRoomApi.publish(document.id), { method: "POST" });
    setBusy(false);
    if (result.status !== 200) return setError(refusalOf(result));
    void revalidator.revalidate();
  };
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{text.publish}</h2>
      <p>{text.statementFor(document.organisations.map((organisation) => organisation.name))}</p>
      <FormError message={error} />
      <Button onClick={() => void publish()} disabled={busy || document.match !== "matched"}>
        {text.publish}
      </Button>
    </section>
  );
}
