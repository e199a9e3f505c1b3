import { Link, useLoaderData } from "react-router";
import { DateTime } from "#app/ui/date-time.tsx";
import { Page } from "#app/ui/page.tsx";
import { portalLabels as labels } from "#app/ui/portal-labels.ts";
import { contentCopy } from "../content-copy.ts";
import { PreviewBanner } from "./preview-banner.tsx";
import type { ViewAsHome } from "./view-as-route.ts";

const copy = contentCopy.viewAs;

/** A person's portal home as they see it: their deals by organisation, with what is new. */
export function ViewAsHomeScreen() {
  const { person, home } = useLoaderData() as ViewAsHome;
  const deals = home.organisations.reduce((sum, organisation) => sum + organisation.deals.length, 0);
  return (
    <Page heading={copy.heading(person.name)} title={copy.title(person.name, copy.home)} wide>
      <PreviewBanner person={person} />
      {deals === 0 ? <p>{copy.none}</p> : null}
      {home.organisations.map((organisation) => (
        <section key={organisation.id} aria-labelledby={`org-${organisation.id}`}>
          <h2 id={`org-${organisation.id}`}>
            <bdi>{organisation.name}</bdi>
          </h2>
          <p className="meta">
            {labels.roles[organisation.role]}
            {organisation.delegate ? `, ${copy.delegate}` : ""}
          </p>
          <ul className="records">
            {organisation.deals.map((deal) => (
              <li key={deal.id}>
                <Link to={`/inbox/portal/people/${person.id}/view-as/deals/${deal.id}`}>
                  <bdi>{deal.name}</bdi>
                </Link>
                <span className="meta">
                  <span>{labels.dealStatuses[deal.status]}</span>
                  {deal.termsPending ? <span>{copy.termsPending}</span> : null}
                  <span>{copy.newUpdates(deal.newUpdates)}</span>
                  <span>{copy.newAnswers(deal.newAnswers)}</span>
                  <span>
                    {deal.lastVisitAt ? (
                      <>
                        {copy.lastVisit} <DateTime iso={deal.lastVisitAt} hint={false} />
                      </>
                    ) : (
                      copy.never
                    )}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Page>
  );
}
