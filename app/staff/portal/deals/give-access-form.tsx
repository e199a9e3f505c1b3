import { ActionStatus } from "../action-status.tsx";
import { portalCopy } from "../portal-copy.ts";
import { RecordPicker } from "../records/record-picker.tsx";
import { usePanelForm } from "../use-panel-form.ts";

const copy = portalCopy.grants;

/** Access given from a deal (an organisation chosen) or from an organisation (a deal chosen). */
export function GiveAccessForm({ choose, action }: { choose: "deals" | "organisations"; action: string }) {
  const { fetcher, form, id, problem, round, status } = usePanelForm("give-grant");
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
      <ActionStatus result={status} intents={["give-grant"]} />
    </section>
  );
}
