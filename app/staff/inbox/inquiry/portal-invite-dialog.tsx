import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { SelectField } from "#app/ui/choice-fields.tsx";
import { Dialog } from "#app/ui/dialog.tsx";
import { Field } from "#app/ui/field.tsx";
import { portalLabels } from "#app/ui/portal-labels.ts";
import { ORGANISATION_KINDS } from "#common/portal-api.ts";
import { ActionStatus } from "../../portal/action-status.tsx";
import { contentCopy } from "../../portal/content-copy.ts";
import type { InviteResult } from "../../portal/people/invite-action.ts";
import { portalCopy } from "../../portal/portal-copy.ts";
import { RecordPicker } from "../../portal/records/record-picker.tsx";
import { RoleSelect } from "../../portal/role-select.tsx";
import "../../portal/portal.css";

const copy = contentCopy.fromInquiry;
const KINDS = ORGANISATION_KINDS.map((value) => ({ value, label: portalLabels.organisationKinds[value] }));

/**
 * "Invite to the portal" on an inquiry: the person from the inquiry, in a new organisation
 * (named as the inquiry says, or otherwise) or one already in the portal, with a role; the
 * invitation goes out by mail. Done, the dialog says so and links to both records.
 */
export function PortalInviteDialog({ inquiryId }: { inquiryId: string }) {
  const [open, setOpen] = useState(false);
  const [organisation, setOrganisation] = useState<"new" | "existing">("new");
  const fetcher = useFetcher<InviteResult>();
  const result = fetcher.data;
  const problem = (field: string) =>
    result && !result.ok ? result.problems.find((p) => p.field === field)?.message : undefined;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {copy.button}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        heading={copy.heading}
        closeLabel={copy.close}
        className="shortcuts"
      >
        {open && !result?.ok ? (
          <fetcher.Form
            method="post"
            action={`/inbox/portal/inquiries/${encodeURIComponent(inquiryId)}/invitation`}
            noValidate
          >
            <fieldset className="picker">
              <legend>{copy.organisation}</legend>
              {(["new", "existing"] as const).map((value) => (
                <label key={value} className="choice">
                  <input
                    type="radio"
                    name="organisation"
                    value={value}
                    checked={organisation === value}
                    onChange={() => setOrganisation(value)}
                  />
                  {value === "new" ? copy.newOrganisation : copy.existingOrganisation}
                </label>
              ))}
            </fieldset>
            {organisation === "new" ? (
              <>
                <Field
                  label={copy.newName}
                  name="organisationName"
                  required={false}
                  maxLength={200}
                  hint={copy.newNameHint}
                />
                <SelectField
                  label={copy.newKind}
                  name="organisationKind"
                  options={KINDS}
                  placeholder={portalCopy.form.placeholder}
                  error={problem("organisationKind")}
                />
              </>
            ) : (
              <RecordPicker
                kind="organisations"
                name="organisationId"
                what={portalCopy.picker.organisation}
                error={problem("organisationId")}
              />
            )}
            <RoleSelect label={copy.role} error={problem("role")} />
            <p>
              <button type="submit" disabled={fetcher.state !== "idle"}>
                {copy.send}
              </button>
            </p>
          </fetcher.Form>
        ) : null}
        <ActionStatus
          result={result && (result.ok || !result.problems.some((p) => p.field)) ? result : undefined}
          intents={["invite"]}
        />
        {result?.ok ? (
          <p className="row">
            <Link to={`/inbox/portal/people/${result.personId}`}>{copy.openPerson}</Link>
            <Link to={`/inbox/portal/organisations/${result.organisationId}`}>{copy.openOrganisation}</Link>
          </p>
        ) : null}
      </Dialog>
    </>
  );
}
