import { useFetcher } from "react-router";
import { ActionStatus } from "#app/staff/portal/action-status.tsx";
import type { FormResult } from "#app/staff/portal/form-result.ts";
import { CheckboxField } from "#app/ui/choice-fields.tsx";
import { Field } from "#app/ui/field.tsx";
import type { ReportingSettings } from "#common/reporting-api.ts";
import { reportingCopy } from "./reporting-copy.ts";

const copy = reportingCopy.settings;

/** The deal's currency, target and whether sponsors see investors' names. */
export function SettingsForm({ settings }: { settings: ReportingSettings | null }) {
  const fetcher = useFetcher<FormResult>();
  return (
    <section aria-labelledby="reporting-settings">
      <h3 id="reporting-settings">{copy.heading}</h3>
      {settings ? null : <p>{copy.none}</p>}
      <fetcher.Form method="post" className="panel" noValidate>
        <input type="hidden" name="intent" value="settings" />
        <Field label={copy.currency} name="currency" defaultValue={settings?.currency ?? ""} maxLength={3} />
        <Field
          label={copy.target}
          name="target"
          required={false}
          inputMode="text"
          defaultValue={settings?.target ?? ""}
        />
        <CheckboxField
          label={copy.showNames}
          name="showInvestorNames"
          defaultChecked={settings?.showInvestorNames ?? false}
          hint={copy.showNamesHint}
        />
        <button type="submit">{copy.save}</button>
        <ActionStatus result={fetcher.data} intents={["settings"]} />
      </fetcher.Form>
    </section>
  );
}
