import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { ErrorSummary, problemAt } from "#app/ui/auth/error-summary.tsx";
import { CheckboxField, SelectField } from "#app/ui/choice-fields.tsx";
import { Field } from "#app/ui/field.tsx";
import { Page } from "#app/ui/page.tsx";
import { portalLabels as labels } from "#app/ui/portal-labels.ts";
import {
  DEAL_KINDS,
  DEAL_STATUSES,
  ORGANISATION_KINDS,
  type PortalDeal,
  type PortalOrganisation,
  type PortalPerson,
} from "#common/portal-api.ts";
import type { FormResult } from "../form-result.ts";
import { portalCopy as copy, type RecordKind } from "../portal-copy.ts";
import { type AnyRecord, EMAIL_MAX, NAME_MAX, RECORD_TEXT } from "./record-fields.ts";

const options = <T extends string>(values: readonly T[], words: Record<T, string>) =>
  values.map((value) => ({ value, label: words[value] }));

/** The fields of one kind of record, filled with `record` when it is edited. */
function Fields({
  kind,
  record,
  error,
}: {
  kind: RecordKind;
  record: AnyRecord | null;
  error: (field: string) => string | undefined;
}) {
  if (kind === "deals") {
    const deal = record as PortalDeal | null;
    return (
      <>
        <Field
          label={copy.deal.name}
          name="name"
          maxLength={NAME_MAX}
          defaultValue={deal?.name}
          error={error("name")}
        />
        <SelectField
          label={copy.deal.kind}
          name="kind"
          options={options(DEAL_KINDS, labels.dealKinds)}
          defaultValue={deal?.kind}
          placeholder={copy.form.placeholder}
          error={error("kind")}
        />
        <SelectField
          label={copy.deal.status}
          name="status"
          options={options(DEAL_STATUSES, labels.dealStatuses)}
          defaultValue={deal?.status ?? "preparation"}
          error={error("status")}
        />
        <CheckboxField
          label={copy.deal.termsRequired}
          name="termsRequired"
          defaultChecked={deal?.termsRequired ?? false}
        />
      </>
    );
  }
  if (kind === "organisations") {
    const organisation = record as PortalOrganisation | null;
    return (
      <>
        <Field
          label={copy.organisation.name}
          name="name"
          maxLength={NAME_MAX}
          defaultValue={organisation?.name}
          error={error("name")}
        />
        <SelectField
          label={copy.organisation.kind}
          name="kind"
          options={options(ORGANISATION_KINDS, labels.organisationKinds)}
          defaultValue={organisation?.kind}
          placeholder={copy.form.placeholder}
          error={error("kind")}
        />
      </>
    );
  }
  const person = record as PortalPerson | null;
  return (
    <>
      <Field
        label={copy.person.name}
        name="name"
        autoComplete="off"
        maxLength={NAME_MAX}
        defaultValue={person?.name}
        error={error("name")}
      />
      <Field
        label={copy.person.email}
        name="email"
        type="email"
        autoComplete="off"
        maxLength={EMAIL_MAX}
        hint={copy.person.emailHint}
        defaultValue={person?.email}
        error={error("email")}
      />
    </>
  );
}

/**
 * A new record, or an existing one edited: the same fields, checked on sending; every
 * problem listed at the top (focus moves there) and beside its field.
 */
export function RecordForm({ kind }: { kind: RecordKind }) {
  const record = useLoaderData() as AnyRecord | null;
  const result = useActionData() as FormResult | undefined;
  const busy = useNavigation().state === "submitting";
  const problems = result && !result.ok ? result.problems : [];
  const text = RECORD_TEXT[kind];
  const heading = record ? text.editHeading(record.name) : text.newHeading;
  const back = record ? `/inbox/portal/${kind}/${record.id}` : `/inbox/portal/${kind}`;
  return (
    <Page heading={heading}>
      <ErrorSummary problems={problems} />
      <Form method="post" noValidate>
        <Fields kind={kind} record={record} error={(field) => problemAt(problems, field)} />
        <p className="row">
          <button type="submit" disabled={busy}>
            {record ? copy.form.save : text.createButton}
          </button>
          <Link to={back}>{copy.cancel}</Link>
        </p>
      </Form>
    </Page>
  );
}

export const DealForm = () => <RecordForm kind="deals" />;
export const OrganisationForm = () => <RecordForm kind="organisations" />;
export const PersonForm = () => <RecordForm kind="people" />;
