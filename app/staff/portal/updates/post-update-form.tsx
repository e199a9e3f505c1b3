import { useEffect, useState } from "react";
import { TextAreaField } from "#app/ui/choice-fields.tsx";
import { Field } from "#app/ui/field.tsx";
import { ActionStatus } from "../action-status.tsx";
import { contentCopy } from "../content-copy.ts";
import { usePanelForm } from "../use-panel-form.ts";
import { MarkdownPreview } from "./markdown-preview.tsx";

const copy = contentCopy.updates;

/** A new update: title, Markdown, and who gets it (the whole deal, or organisations chosen). */
export function PostUpdateForm({
  action,
  organisations,
}: {
  action: string;
  organisations: { id: string; name: string }[];
}) {
  // A posted update clears its form, and its preview with it (a new one starts empty).
  const { fetcher, form, id, problem, round, status } = usePanelForm();
  const [audience, setAudience] = useState<"deal" | "organisations">("deal");
  useEffect(() => {
    if (round > 0) setAudience("deal");
  }, [round]);
  const choiceError = problem("organisationIds");
  return (
    <section className="panel" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{copy.post}</h3>
      <fetcher.Form ref={form} method="post" action={action} noValidate>
        <Field label={copy.title} name="title" maxLength={200} error={problem("title")} />
        <TextAreaField
          label={copy.body}
          name="bodyMd"
          hint={copy.bodyHint}
          maxLength={50_000}
          rows={8}
          error={problem("bodyMd")}
        />
        <MarkdownPreview key={round} form={form} title="title" />
        <fieldset className="picker" aria-describedby={choiceError ? `${id}-error` : undefined}>
          <legend>{copy.audience}</legend>
          {(["deal", "organisations"] as const).map((value) => (
            <label key={value} className="choice">
              <input
                type="radio"
                name="audience"
                value={value}
                checked={audience === value}
                onChange={() => setAudience(value)}
              />
              {value === "deal" ? copy.wholeDeal : copy.chosen}
            </label>
          ))}
          {audience === "organisations" ? (
            organisations.length === 0 ? (
              <p>{copy.noOrganisations}</p>
            ) : (
              <fieldset className="picker">
                <legend>{copy.organisations}</legend>
                {organisations.map((organisation) => (
                  <label key={organisation.id} className="choice">
                    <input type="checkbox" name="organisationIds" value={organisation.id} />
                    <bdi>{organisation.name}</bdi>
                  </label>
                ))}
              </fieldset>
            )
          ) : null}
          {choiceError ? (
            <span id={`${id}-error`} className="error" role="alert">
              {choiceError}
            </span>
          ) : null}
        </fieldset>
        <p>
          <button type="submit" disabled={fetcher.state !== "idle"}>
            {copy.postButton}
          </button>
        </p>
      </fetcher.Form>
      <ActionStatus result={status} intents={["update"]} />
    </section>
  );
}
