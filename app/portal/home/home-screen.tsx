import { Link, useLoaderData } from "react-router";
import { Page } from "#app/ui/page.tsx";
import { NEW_COUNT_CAP, type PortalHome, type PortalHomeDeal } from "#common/portal-person-api.ts";
import { content } from "../content.ts";
import { dealPath } from "../layout/paths.ts";
import { ReadOnlyBanner } from "../layout/read-only-banner.tsx";
import type { homeLoader } from "./home-loader.ts";

const text = content.home;

/** Counts stop at NEW_COUNT_CAP on the server: shown as "9+" from there. */
function count(value: number): string {
  return value >= NEW_COUNT_CAP ? `${NEW_COUNT_CAP - 1}+` : String(value);
}

function DealCard({
  deal,
  linkTo,
  grouped,
}: {
  deal: PortalHomeDeal;
  linkTo: (dealId: string) => string;
  grouped: boolean;
}) {
  const Heading = grouped ? "h3" : "h2";
  const news = [
    ...(deal.newUpdates > 0 ? [text.newUpdates(count(deal.newUpdates))] : []),
    ...(deal.newAnswers > 0 ? [text.newAnswers(count(deal.newAnswers))] : []),
    ...(deal.newDocuments > 0 ? [text.newDocuments(count(deal.newDocuments))] : []),
  ];
  return (
    <li className="deal-card">
      <Heading>
        <Link to={linkTo(deal.id)}>
          <bdi>{deal.name}</bdi>
        </Link>
      </Heading>
      <p className="meta">
        <span>{content.deal.kind[deal.kind]}</span>
        <span>{content.deal.status[deal.status]}</span>
      </p>
      <p className="news">
        {deal.termsPending ? <strong className="badge">{text.termsPending}</strong> : null}
        {news.map((item) => (
          <strong key={item} className="badge new">
            {item}
          </strong>
        ))}
        {!deal.termsPending && news.length === 0 ? (
          <span className="hint">{deal.lastVisitAt ? text.nothingNew : text.firstVisit}</span>
        ) : null}
      </p>
    </li>
  );
}

/**
 * The person's deals; grouped under each organisation's name when they belong to several,
 * a single list otherwise. Shared with the staff's "view as" preview, which passes its own
 * links and `readOnly`.
 */
export function HomeView({
  home,
  linkTo = dealPath,
  readOnly = false,
}: {
  home: PortalHome;
  linkTo?: (dealId: string) => string;
  readOnly?: boolean;
}) {
  const groups = home.organisations.filter((organisation) => organisation.deals.length > 0);
  const several = home.organisations.length > 1;
  return (
    <Page heading={text.heading} wide>
      <ReadOnlyBanner readOnly={readOnly} />
      {groups.length === 0 ? <p>{home.accessEnded ? text.ended : text.none}</p> : null}
      {groups.map((organisation) => (
        <section key={organisation.id} aria-label={several ? undefined : text.dealsOf(organisation.name)}>
          {several ? (
            <h2>
              <bdi>{organisation.name}</bdi>{" "}
              <span className="hint">
                {text.through(content.roles[organisation.role], organisation.delegate)}
              </span>
            </h2>
          ) : null}
          <ul className="deals">
            {organisation.deals.map((deal) => (
              <DealCard key={deal.id} deal={deal} linkTo={linkTo} grouped={several} />
            ))}
          </ul>
        </section>
      ))}
    </Page>
  );
}

export function HomeScreen() {
  return <HomeView home={useLoaderData<typeof homeLoader>()} />;
}
