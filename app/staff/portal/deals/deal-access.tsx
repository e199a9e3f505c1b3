import { Link, useLoaderData } from "react-router";
import { portalLabels as labels } from "#app/ui/portal-labels.ts";
import type { PortalDealAccess } from "#common/portal-api.ts";
import { contentCopy } from "../content-copy.ts";
import { portalCopy as copy } from "../portal-copy.ts";
import { useFocusOnMount } from "../use-focus-on-mount.ts";
import { GiveAccessForm } from "./give-access-form.tsx";
import { GrantList } from "./grant-list.tsx";

/** Who has access to the deal: grants (given, ended, revoked) and the people they reach now. */
export function DealAccess() {
  const access = useLoaderData() as PortalDealAccess;
  const heading = useFocusOnMount<HTMLHeadingElement>();
  // The index route's own action: without "?index" a form here would go to the deal's layout.
  const here = `/inbox/portal/deals/${access.deal.id}?index`;
  const names = new Map(access.grants.map((grant) => [grant.organisationId, grant.organisation.name]));
  return (
    <section aria-labelledby="deal-access">
      <h2 id="deal-access" ref={heading} tabIndex={-1}>
        {copy.grants.dealHeading}
      </h2>
      <GrantList
        on="deal"
        action={here}
        grants={access.grants.map((grant) => ({
          grant,
          other: {
            name: grant.organisation.name,
            href: `/inbox/portal/organisations/${grant.organisationId}`,
          },
          ends: {
            organisation: grant.organisation.name,
            deal: access.deal.name,
            people: new Set(
              access.people
                .filter((row) => row.organisationId === grant.organisationId)
                .map((row) => row.person.id),
            ).size,
          },
        }))}
      />
      <GiveAccessForm choose="organisations" action={here} />
      <h3>{copy.people.heading}</h3>
      {access.people.length === 0 ? (
        <p>{copy.people.none}</p>
      ) : (
        <ul className="records" aria-label={copy.people.listLabel}>
          {access.people.map((row) => (
            <li key={`${row.person.id}:${row.organisationId}`}>
              <Link to={`/inbox/portal/people/${row.person.id}`}>
                <bdi>{row.person.name}</bdi>
              </Link>
              <span className="meta">
                <span className="email">
                  <bdi>{row.person.email}</bdi>
                </span>
                <span>
                  {copy.people.through(names.get(row.organisationId) ?? "", labels.roles[row.role])}
                </span>
                {row.delegate ? <span>{copy.members.delegateShort}</span> : null}
              </span>
              <Link
                className="preview-link"
                to={`/inbox/portal/people/${row.person.id}/view-as/deals/${access.deal.id}`}
                aria-label={contentCopy.viewAs.dealLink(row.person.name)}
              >
                {contentCopy.viewAs.dealLinkText}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
