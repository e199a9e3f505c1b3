import { useCallback, useId, useState } from "react";
import { useLoaderData } from "react-router";
import type { Api } from "#app/ui/api.ts";
import { DateTime } from "#app/ui/date-time.tsx";
import { DocumentsSection } from "#app/ui/documents/documents-section.tsx";
import { Page } from "#app/ui/page.tsx";
import type { PortalDealPage, PortalQuestionView } from "#common/portal-person-api.ts";
import { api as portalApi } from "../api.ts";
import { content } from "../content.ts";
import { documentsApi, viewerPath } from "../documents/documents-paths.ts";
import { updatePath } from "../layout/paths.ts";
import { ReadOnlyBanner } from "../layout/read-only-banner.tsx";
import { ReportingLink } from "../reporting/reporting-link.tsx";
import type { dealLoader } from "./deal-loaders.ts";
import { QuestionsSection } from "./questions-section.tsx";
import { UpdatesList } from "./updates-list.tsx";

const text = content.deal;

/**
 * A deal: what it is and through which organisation the person sees it, its updates (new
 * ones marked), its documents, then questions and answers. Shared with the staff's "view as" preview,
 * which passes its own API paths and links; `readOnly` there hides the ask form.
 */
export function DealView({
  page,
  api = portalApi,
  apiPath = `/deals/${encodeURIComponent(page.deal.id)}`,
  linkToUpdate = (updateId) => updatePath(page.deal.id, updateId),
}: {
  page: PortalDealPage;
  /** The API the older updates and questions come from (the portal's, or staff's "view as"). */
  api?: Api;
  apiPath?: string;
  linkToUpdate?: (updateId: string) => string;
}) {
  const [asked, setAsked] = useState<PortalQuestionView[]>([]);
  const onAsked = useCallback(
    (question: PortalQuestionView) =>
      setAsked((before) => (before.some((own) => own.id === question.id) ? before : [question, ...before])),
    [],
  );
  const updatesId = useId();
  const questionsId = useId();
  return (
    <Page heading={page.deal.name} wide>
      <ReadOnlyBanner readOnly={page.readOnly} />
      <p className="meta">
        <span>{text.kind[page.deal.kind]}</span>
        <span>{text.status[page.deal.status]}</span>
        <span>
          {text.through}{" "}
          {page.through.map((path, index) => (
            <span key={path.organisationId}>
              {index > 0 ? ", " : ""}
              <bdi>{path.organisationName}</bdi> (
              {content.home.through(content.roles[path.role], path.delegate)})
            </span>
          ))}
        </span>
        {page.readOnly ? null : (
          <ReportingLink dealId={page.deal.id} roles={page.through.map((path) => path.role)} />
        )}
        {page.previousVisitAt ? (
          <span>
            {text.lastVisit}: <DateTime iso={page.previousVisitAt} hint={false} />
          </span>
        ) : null}
      </p>
      <section aria-labelledby={updatesId}>
        <h2 id={updatesId}>{text.updatesHeading}</h2>
        <UpdatesList
          api={api}
          first={page.updates}
          cursor={page.updatesCursor}
          path={`${apiPath}/updates`}
          linkTo={linkToUpdate}
        />
      </section>
      {/* Staff's preview shows the documents on its own screen (app/staff/portal/view-as/view-as-deal.tsx). */}
      {page.readOnly ? null : (
        <DocumentsSection
          api={api}
          path={`${apiPath}/documents`}
          previousVisitAt={page.previousVisitAt}
          links={{
            view: (documentId: string) => viewerPath(page.deal.id, documentId),
            download: (documentId: string) => documentsApi.download(page.deal.id, documentId),
          }}
        />
      )}
      <section aria-labelledby={questionsId}>
        <h2 id={questionsId}>{text.questionsHeading}</h2>
        <QuestionsSection
          api={api}
          first={page.questions}
          cursor={page.questionsCursor}
          path={`${apiPath}/questions`}
          canAsk={page.canAsk && !page.readOnly}
          asked={asked}
          {...(page.readOnly ? {} : { onAsked })}
        />
      </section>
    </Page>
  );
}

export function DealScreen() {
  const page = useLoaderData<typeof dealLoader>();
  // A new deal (or the same after a revocation and grant) starts its own state.
  return <DealView key={page.deal.id} page={page} />;
}
