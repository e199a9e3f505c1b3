import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { TextAreaField } from "#app/ui/choice-fields.tsx";
import { DateTime } from "#app/ui/date-time.tsx";
import { Dialog } from "#app/ui/dialog.tsx";
import { Field } from "#app/ui/field.tsx";
import type { StaffUpdateView } from "#common/portal-person-api.ts";
import { ActionStatus } from "../action-status.tsx";
import { contentCopy } from "../content-copy.ts";
import type { FormResult } from "../form-result.ts";
import { undoCopy } from "../undo-copy.ts";
import { MarkdownPreview } from "./markdown-preview.tsx";
import { UpdateReads } from "./update-reads.tsx";

const copy = contentCopy.updates;
const undo = undoCopy.updates;

/**
 * One posted update: to whom, when, read by how many; "Edit" (with a preview) and
 * "Withdraw" (after a confirmation that says it ends for everyone); earlier texts kept.
 */
export function UpdateItem({ update, action }: { update: StaffUpdateView; action: string }) {
  const fetcher = useFetcher<FormResult>({ key: `update:${update.id}` });
  const form = useRef<HTMLFormElement>(null);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const busy = fetcher.state !== "idle";
  const problem = (field: string) =>
    fetcher.data && !fetcher.data.ok
      ? fetcher.data.problems.find((p) => p.field === field)?.message
      : undefined;
  const withdrawn = update.withdrawnAt !== null;
  const result = fetcher.data;
  // A saved edit closes its form; the list shows the new text (the loader ran again).
  useEffect(() => {
    if (result?.ok && result.intent === "edit-update") setEditing(false);
  }, [result]);
  return (
    <li data-state={withdrawn ? "withdrawn" : "posted"}>
      <strong>
        <bdi>{update.title}</bdi>
      </strong>
      {withdrawn ? <span className="state state-revoked">{undo.withdrawn}</span> : null}
      <span className="meta">
        <DateTime iso={update.publishedAt} />
        <span>
          {update.audience === "deal"
            ? copy.toWholeDeal
            : copy.toOrganisations(update.organisations.map((o) => o.name).join(", "))}
        </span>
        <span>{copy.readBy(update.readCount, update.audienceCount)}</span>
        {update.editedAt ? (
          <span>
            {undo.edited} <DateTime iso={update.editedAt} hint={false} />
          </span>
        ) : null}
        {update.withdrawnAt ? (
          <span>
            {undo.withdrawn} <DateTime iso={update.withdrawnAt} hint={false} />
          </span>
        ) : null}
      </span>
      <UpdateReads href={`${action}/${update.id}/reads`} title={update.title} />
      {withdrawn ? null : (
        <p className="row">
          <button
            type="button"
            className="secondary"
            aria-expanded={editing}
            aria-label={undo.editLabel(update.title)}
            onClick={() => setEditing(!editing)}
          >
            {undo.edit}
          </button>
          <button
            type="button"
            className="danger"
            aria-label={undo.withdrawLabel(update.title)}
            onClick={() => setConfirming(true)}
          >
            {undo.withdraw}
          </button>
        </p>
      )}
      {editing ? (
        <fetcher.Form ref={form} method="post" action={action} noValidate className="panel">
          <input type="hidden" name="intent" value="edit-update" />
          <input type="hidden" name="updateId" value={update.id} />
          <p className="preview-heading">{undo.editHeading}</p>
          <Field
            label={copy.title}
            name="title"
            maxLength={200}
            defaultValue={update.title}
            error={problem("title")}
          />
          <TextAreaField
            label={copy.body}
            name="bodyMd"
            maxLength={50_000}
            rows={8}
            defaultValue={update.bodyMd}
            error={problem("bodyMd")}
          />
          <MarkdownPreview form={form} title="title" />
          <p>
            <button type="submit" disabled={busy}>
              {undo.save}
            </button>
          </p>
        </fetcher.Form>
      ) : null}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        heading={undo.withdrawHeading}
        closeLabel={undoCopy.close}
      >
        <p>{undo.withdrawText(update.title, update.audienceCount)}</p>
        <fetcher.Form method="post" action={action} onSubmit={() => setConfirming(false)}>
          <input type="hidden" name="intent" value="withdraw-update" />
          <input type="hidden" name="updateId" value={update.id} />
          <p>
            <button type="submit" className="danger" disabled={busy}>
              {undo.withdrawConfirm}
            </button>
          </p>
        </fetcher.Form>
      </Dialog>
      {update.earlier.length ? (
        <details className="earlier">
          <summary>{undo.earlier(update.earlier.length)}</summary>
          <ol aria-label={undo.earlierLabel}>
            {update.earlier.map((earlier) => (
              <li key={earlier.editedAt}>
                <strong>
                  <bdi>{earlier.title}</bdi>
                </strong>
                <span className="meta">
                  {undo.replacedOn} <DateTime iso={earlier.editedAt} hint={false} />
                </span>
                <pre>{earlier.bodyMd}</pre>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      <ActionStatus
        result={
          fetcher.data && (fetcher.data.ok || !fetcher.data.problems.some((p) => p.field))
            ? fetcher.data
            : undefined
        }
        intents={["edit-update", "withdraw-update"]}
      />
    </li>
  );
}
