import { CheckboxField } from "#app/ui/choice-fields.tsx";
import { ActionStatus } from "../action-status.tsx";
import { portalCopy } from "../portal-copy.ts";
import { RecordPicker } from "../records/record-picker.tsx";
import { RoleSelect } from "../role-select.tsx";
import { usePanelForm } from "../use-panel-form.ts";

const copy = portalCopy.members;

/** A membership made from an organisation (a person chosen) or a person (an organisation chosen). */
export function AddMemberForm({
  choose,
  action,
  exclude,
}: {
  choose: "people" | "organisations";
  action: string;
  exclude: string[];
}) {
  const { fetcher, form, id, problem, round, status } = usePanelForm("add-member");
  const pickerName = choose === "people" ? "personId" : "organisationId";
  return (
    <section aria-labelledby={`${id}-heading`} className="panel">
      <h3 id={`${id}-heading`}>{copy.addHeading}</h3>
      <fetcher.Form ref={form} method="post" action={action} noValidate>
        <input type="hidden" name="intent" value="add-member" />
        <RecordPicker
          key={round}
          kind={choose}
          name={pickerName}
          what={choose === "people" ? portalCopy.picker.person : portalCopy.picker.organisation}
          error={problem(pickerName)}
          exclude={exclude}
        />
        <RoleSelect label={copy.role} error={problem("role")} />
        <CheckboxField label={copy.delegate} name="delegate" />
        <p>
          <button type="submit" disabled={fetcher.state !== "idle"}>
            {copy.add}
          </button>
        </p>
      </fetcher.Form>
      <ActionStatus result={status} intents={["add-member"]} />
    </section>
  );
}
