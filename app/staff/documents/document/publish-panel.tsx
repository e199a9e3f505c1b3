import { type FormEvent, useId, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { DateTime } from "#app/ui/date-time.tsx";
import { FormError } from "#app/ui/field.tsx";
import type { PortalDealAccess } from "#common/portal-api.ts";
import type { StaffDocumentView } from "#common/portal-documents-api.ts";
import { api } from "../../api.ts";
import { dataRoomCopy } from "../data-room-copy.ts";
import { dataRoomApi } from "../data-room-paths.ts";
import { refusalOf } from "../refusal.ts";

const text = dataRoomCopy.document;

/**
 * Draft to published, for the whole deal or the organisations chosen (those with live
 * access). A published document shows when and to whom.
 */
export function PublishPanel({
  document,
  access,
}: {
  document: StaffDocumentView;
  access: PortalDealAccess;
}) {
  const revalidator = useRevalidator();
  const [audience, setAudience] = useState(document.audience);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const live = access.grants.filter((grant) => grant.live);
  if (document.status === "published")
    return (
      <section aria-labelledby={headingId}>
        <h2 id={headingId}>{dataRoomCopy.list.statuses.published}</h2>
        <p>
          {text.publishedAt}: {document.publishedAt ? <DateTime iso={document.publishedAt} /> : null} ·{" "}
          {document.audience === "deal"
            ? text.audienceDeal
            : document.organisations.map((organisation) => organisation.name).join(", ")}
        </p>
      </section>
    );
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    // The audience is one of the document's controls; publishing then takes it as it is.
    const chosen = await api(dataRoomApi.document(document.id), {
      method: "PATCH",
      body: {
        // Sent again: a change that leaves the folder out would otherwise empty it.
        folder: document.folder,
        audience,
        ...(audience === "organisations"
          ? { organisationIds: form.getAll("organisationIds").map(String) }
          : {}),
      },
    });
    const result =
      chosen.status === 200 ? await api(dataRoomApi.publish(document.id), { method: "POST" }) : chosen;
    setBusy(false);
    if (result.status !== 200) return setError(refusalOf(result));
    setError(undefined);
    void revalidator.revalidate();
  };
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{text.publish}</h2>
      <form onSubmit={(event) => void submit(event)}>
        <fieldset>
          <legend>{text.audience}</legend>
          <label className="choice">
            <input
              type="radio"
              name="audience"
              checked={audience === "deal"}
              onChange={() => setAudience("deal")}
            />
            {text.audienceDeal}
          </label>
          <label className="choice">
            <input
              type="radio"
              name="audience"
              checked={audience === "organisations"}
              onChange={() => setAudience("organisations")}
            />
            {text.audienceOrganisations}
          </label>
          {audience === "organisations" ? (
            <div className="choices-nested">
              {live.map((grant) => (
                <label key={grant.organisationId} className="choice">
                  <input
                    type="checkbox"
                    name="organisationIds"
                    value={grant.organisationId}
                    defaultChecked={document.organisations.some(
                      (chosen) => chosen.id === grant.organisationId,
                    )}
                  />
                  <bdi>{grant.organisation.name}</bdi>
                </label>
              ))}
            </div>
          ) : null}
        </fieldset>
        <p className="hint">{text.publishHint}</p>
        <FormError message={error} />
        <Button type="submit" disabled={busy}>
          {text.publish}
        </Button>
      </form>
    </section>
  );
}
