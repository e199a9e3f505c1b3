import { useState } from "react";
import { useFetcher } from "react-router";
import { DateTime } from "#app/ui/date-time.tsx";
import { Dialog } from "#app/ui/dialog.tsx";
import type { RecordImpact } from "#common/portal-undo-api.ts";
import { ActionStatus } from "../action-status.tsx";
import type { FormResult } from "../form-result.ts";
import { portalApi, segment } from "../portal-client.ts";
import { undoCopy } from "../undo-copy.ts";

const copy = undoCopy.records;

/**
 * "Archive or delete": first what it touches, counted by the server (who loses access,
 * what stays as history), then archive, or delete when nothing depends on it. An archived
 * record says so and can be brought back.
 */
export function RecordRemoval({
  kind,
  id,
  name,
  archivedAt,
  action,
}: {
  kind: "deal" | "organisation";
  id: string;
  name: string;
  archivedAt: string | null;
  action: string;
}) {
  const fetcher = useFetcher<FormResult>({ key: `removal:${id}` });
  const [impact, setImpact] = useState<RecordImpact | null>(null);
  const [failed, setFailed] = useState(false);
  const busy = fetcher.state !== "idle";
  const open = async () => {
    setFailed(false);
    const answer = await portalApi<RecordImpact>(`/${kind}s/${segment(id)}/impact`);
    if (answer.status === 200) setImpact(answer.body);
    else setFailed(true);
  };
  return (
    <div className="record-removal">
      {archivedAt ? (
        <p className="notice">
          <strong>{copy.archived}</strong> <DateTime iso={archivedAt} hint={false} />. {copy.archivedNote}
        </p>
      ) : null}
      <div className="row">
        {archivedAt ? (
          <fetcher.Form method="post" action={action}>
            <button type="submit" name="intent" value="unarchive" className="secondary" disabled={busy}>
              {copy.unarchive}
            </button>
          </fetcher.Form>
        ) : null}
        <button type="button" className="secondary" onClick={open} disabled={busy}>
          {copy.button}
        </button>
      </div>
      {failed ? (
        <p className="error" role="alert">
          {copy.failed}
        </p>
      ) : null}
      <Dialog
        open={impact !== null}
        onClose={() => setImpact(null)}
        heading={copy.heading(name)}
        closeLabel={undoCopy.close}
      >
        {impact ? <ImpactText impact={impact} /> : null}
        <fetcher.Form method="post" action={action} onSubmit={() => setImpact(null)}>
          <p className="row">
            {impact && !impact.archivedAt ? (
              <button type="submit" name="intent" value="archive" className="danger" disabled={busy}>
                {copy.archive}
              </button>
            ) : null}
            {impact?.deletable ? (
              <button type="submit" name="intent" value="delete" className="danger" disabled={busy}>
                {copy.delete}
              </button>
            ) : null}
          </p>
        </fetcher.Form>
      </Dialog>
      <ActionStatus result={fetcher.data} intents={["archive", "unarchive", "delete"]} />
    </div>
  );
}

/** The counts, in sentences: what ends now, and what stays. */
function ImpactText({ impact }: { impact: RecordImpact }) {
  const counts = copy.counts;
  const kept = [
    counts.grants(impact.grants),
    ...(impact.kind === "organisation" ? [counts.members(impact.members)] : []),
    counts.documents(impact.documents),
    counts.updates(impact.updates),
    counts.questions(impact.questions, impact.waitingQuestions),
    ...(impact.kind === "deal" ? [counts.terms(impact.terms)] : []),
  ];
  return (
    <>
      {impact.archivedAt ? null : impact.ending.length ? (
        <>
          <p>{copy.ends}</p>
          <ul>
            {impact.ending.map((grant) => (
              <li key={grant.grantId}>
                {copy.endsRow(grant.organisation.name, grant.deal.name, grant.people)}
              </li>
            ))}
          </ul>
          <p>{copy.people(impact.people)}</p>
        </>
      ) : (
        <p>{copy.endsNone}</p>
      )}
      {impact.deletable ? null : (
        <>
          <p>{copy.keeps}</p>
          <ul>
            {kept.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      <p>{impact.deletable ? copy.deleteNote : copy.noDelete}</p>
    </>
  );
}
