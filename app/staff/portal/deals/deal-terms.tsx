import { useFetcher, useLoaderData, useParams } from "react-router";
import { TextAreaField } from "#app/ui/choice-fields.tsx";
import { DateTime } from "#app/ui/date-time.tsx";
import type { StaffTermsView } from "#common/portal-person-api.ts";
import { ActionStatus } from "../action-status.tsx";
import { contentCopy } from "../content-copy.ts";
import type { FormResult } from "../form-result.ts";
import { RenderedHtml } from "../rendered-html.tsx";
import { useFocusOnMount } from "../use-focus-on-mount.ts";

const copy = contentCopy.terms;

/** The deal's terms: the newest version, who accepted which, who is waiting, and a new version. */
export function DealTerms() {
  const terms = useLoaderData() as StaffTermsView | null;
  const { recordId } = useParams();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const fetcher = useFetcher<FormResult>();
  const problem =
    fetcher.data && !fetcher.data.ok ? fetcher.data.problems.find((p) => p.field)?.message : undefined;
  return (
    <section aria-labelledby="deal-terms">
      <h2 id="deal-terms" ref={heading} tabIndex={-1}>
        {copy.heading}
      </h2>
      {terms ? (
        <>
          <p>
            {copy.current(terms.version)} · {copy.published} <DateTime iso={terms.publishedAt} />
          </p>
          <RenderedHtml html={terms.html} label={copy.previewLabel} />
          <h3>{copy.accepted}</h3>
          {terms.acceptances.length === 0 ? (
            <p>{copy.acceptedNone}</p>
          ) : (
            <ul className="records" aria-label={copy.acceptedLabel}>
              {terms.acceptances.map((row) => (
                <li key={`${row.person.id}:${row.version}`}>
                  <bdi>{row.person.name}</bdi>
                  <span className="meta">
                    <span className="email">
                      <bdi>{row.person.email}</bdi>
                    </span>
                    <span>{copy.acceptedAt(row.version)}</span>
                    <DateTime iso={row.acceptedAt} hint={false} />
                  </span>
                </li>
              ))}
            </ul>
          )}
          <h3>{copy.pending}</h3>
          {terms.pending.length === 0 ? (
            <p>{copy.pendingNone}</p>
          ) : (
            <ul className="records" aria-label={copy.pendingLabel}>
              {terms.pending.map((person) => (
                <li key={person.id}>
                  <bdi>{person.name}</bdi>
                  <span className="meta email">
                    <bdi>{person.email}</bdi>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <p>{copy.none}</p>
      )}
      <fetcher.Form
        method="post"
        action={`/inbox/portal/deals/${recordId}/terms`}
        className="panel"
        noValidate
      >
        <TextAreaField
          key={terms?.version ?? 0}
          label={copy.text}
          name="bodyMd"
          hint={copy.textHint}
          maxLength={50_000}
          rows={10}
          defaultValue={terms?.bodyMd}
          error={problem}
        />
        <p>
          <button type="submit" disabled={fetcher.state !== "idle"}>
            {copy.publish}
          </button>
        </p>
      </fetcher.Form>
      <ActionStatus
        result={fetcher.data && (fetcher.data.ok || !problem) ? fetcher.data : undefined}
        intents={["terms"]}
      />
    </section>
  );
}
