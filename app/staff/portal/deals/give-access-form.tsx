import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { ActionStatus } from "../action-status.tsx";
import type { FormResult } from "../form-result.ts";
import { portalCopy } from "../portal-copy.ts";
import { RecordPicker } from "../records/record-picker.tsx";

const copy = portalCopy.grants;

/** Access given from a deal (an organisation chosen) or from an organisation (a deal chosen). */
export function GiveAccessForm({ choose, action }: { choose: "deals" | "organisations"; action: string }) {
  const fetcher = useFetcher<FormResult>();
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const result = fetcher.data?.intent === "give-grant" ? fetcher.data : undefined;
  const problem = (field: string) =>
    result && !result.ok ? result.problems.find((p) => p.field === field)?.message : undefined;
  // Done: the form empties, and the picker starts again (what was just chosen may be gone).
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!result?.ok) return;
    form.current?.reset();
    setRound((value) => value + 1);
  }, [result]);
  const dateError = problem("endsOn");
  return (
    <section aria-labelledby={`${id}-heading`} className="panel">
      <h3 id={`${id}-heading`}>{copy.giveHeading}</h3>
      <fetcher.Form ref={form} method="post" action={action} noValidate>
        <input type="hidden" name="intent" value="give-grant" />
        <RecordPicker
          key={round}
          kind={choose}
          name={choose === "deals" ? "dealId" : "organisationId"}
          what={choose === "deals" ? portalCopy.picker.deal : portalCopy.picker.organisation}
          error={problem(choose === "deals" ? "dealId" : "organisationId")}
        />
        <div className="field">
          <label htmlFor={`${id}-ends`}>{copy.endsOn}</label>
          <span id={`${id}-ends-hint`} className="hint">
            {copy.endsOnHint}
          </span>
          <input
            id={`${id}-ends`}
            name="endsOn"
            type="date"
            aria-invalid={dateError ? true : undefined}
            aria-describedby={`${id}-ends-hint${dateError ? ` ${id}-ends-error` : ""}`}
          />
          {dateError ? (
            <span id={`${id}-ends-error`} className="error" role="alert">
              {dateError}
            </span>
          ) : null}
        </div>
        <p>
          <button type="submit" disabled={fetcher.state !== "idle"}>
            {copy.give}
          </button>
        </p>
      </fetcher.Form>
      <ActionStatus
        result={result && (result.ok || !result.problems.some((p) => p.field)) ? result : undefined}
        intents={["give-grant"]}
      />
    </section>
  );
}
