import { Link, useLoaderData } from "react-router";
import { reportingCopy } from "#app/staff/reporting/reporting-copy.ts";
import { DateTime } from "#app/ui/date-time.tsx";
import { DocumentsSection } from "#app/ui/documents/documents-section.tsx";
import { Page } from "#app/ui/page.tsx";
import { portalLabels as labels } from "#app/ui/portal-labels.ts";
import { api } from "../../api.ts";
import { contentCopy } from "../content-copy.ts";
import { RenderedHtml } from "../rendered-html.tsx";
import { PreviewBanner } from "./preview-banner.tsx";
import { previewDocumentPath, previewDocumentsApi, type ViewAsDeal } from "./view-as-route.ts";

const copy = contentCopy.viewAs;

/**
 * A deal's page as the person sees it: through which organisation, its updates, its
 * documents in the portal's own sections (each opening in the preview's viewer, none
 * offered for download), and its questions.
 */
export function ViewAsDealScreen() {
  const { person, page } = useLoaderData() as ViewAsDeal;
  return (
    <Page heading={page.deal.name} title={copy.title(person.name, page.deal.name)} wide>
      <PreviewBanner person={person} />
      <p>
        <Link to={`/inbox/portal/people/${person.id}/view-as/deals/${page.deal.id}/reporting`}>
          {reportingCopy.viewAsLink}
        </Link>
      </p>
      <ul className="plain">
        {page.through.map((row) => (
          <li key={row.organisationId}>
            {copy.through(row.organisationName, labels.roles[row.role])}
            {row.delegate ? `, ${copy.delegate}` : ""}
          </li>
        ))}
      </ul>
      <h2>{copy.updates}</h2>
      {page.updates.length === 0 ? (
        <p>{copy.noUpdates}</p>
      ) : (
        <ul className="records">
          {page.updates.map((update) => (
            <li key={update.id}>
              <bdi>{update.title}</bdi>
              <span className="meta">
                <DateTime iso={update.publishedAt} hint={false} />
                {update.isNew ? <span>{copy.newMark}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      <DocumentsSection
        api={api}
        path={previewDocumentsApi(person.id, page.deal.id)}
        previousVisitAt={page.previousVisitAt}
        links={{ view: (documentId) => previewDocumentPath(person.id, page.deal.id, documentId) }}
        downloadNote={copy.downloadNote}
      />
      <h2>{copy.questions}</h2>
      {page.questions.length === 0 ? (
        <p>{copy.noQuestions}</p>
      ) : (
        <ul className="records">
          {page.questions.map((question) => (
            <li key={question.id} className="question">
              <p className="message">
                <bdi>{question.body}</bdi>
              </p>
              <p className="meta">
                <span>{question.ownOrganisation ? copy.askedByThem : copy.published}</span>
                <DateTime iso={question.askedAt} hint={false} />
              </p>
              {question.answerHtml ? (
                <RenderedHtml html={question.answerHtml} label={copy.published} />
              ) : (
                <p>{copy.unanswered}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
