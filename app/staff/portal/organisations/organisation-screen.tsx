import { Link, useLoaderData } from "react-router";
import { Page } from "#app/ui/page.tsx";
import { portalLabels as labels } from "#app/ui/portal-labels.ts";
import { GiveAccessForm } from "../deals/give-access-form.tsx";
import { GrantList } from "../deals/grant-list.tsx";
import { portalCopy as copy } from "../portal-copy.ts";
import { RecordFacts } from "../records/record-facts.tsx";
import { RecordRemoval } from "../records/record-removal.tsx";
import { AddMemberForm } from "./add-member-form.tsx";
import { MemberList } from "./member-list.tsx";
import type { OrganisationData } from "./organisation-route.ts";

/** An organisation: what it is, its members (added, removed) and its access to deals. */
export function OrganisationScreen() {
  const { organisation, deals } = useLoaderData() as OrganisationData;
  const here = `/inbox/portal/organisations/${organisation.id}`;
  const facts: [string, React.ReactNode][] = [
    [copy.organisation.kind, labels.organisationKinds[organisation.kind]],
  ];
  if (organisation.inquiryId)
    facts.push([
      copy.organisation.fromInquiry,
      <Link key="inquiry" to={`/inbox/inquiry?${new URLSearchParams({ id: organisation.inquiryId })}`}>
        {copy.organisation.inquiryLink(organisation.inquiryId)}
      </Link>,
    ]);
  return (
    <Page heading={organisation.name} wide>
      <RecordFacts
        label={copy.organisation.factsLabel}
        facts={facts}
        editHref={`${here}/edit`}
        auditHref={`/inbox/audit?${new URLSearchParams({ organisation: organisation.id })}`}
      />
      <RecordRemoval
        kind="organisation"
        id={organisation.id}
        name={organisation.name}
        archivedAt={organisation.archivedAt}
        action={here}
      />
      <h2>{copy.members.heading}</h2>
      <MemberList
        action={here}
        label={copy.members.listLabel}
        empty={copy.members.none}
        rows={organisation.members.map((member) => ({
          organisationId: organisation.id,
          personId: member.personId,
          name: member.person.name,
          href: `/inbox/portal/people/${member.personId}`,
          detail: member.person.email,
          role: member.role,
          delegate: member.delegate,
        }))}
      />
      <AddMemberForm choose="people" action={here} exclude={organisation.members.map((m) => m.personId)} />
      <p>
        <Link to="/inbox/portal/people/new">{copy.members.createPerson}</Link>
      </p>
      <h2>{copy.grants.heading}</h2>
      <GrantList
        on="organisation"
        action={here}
        grants={organisation.grants.map((grant) => ({
          grant,
          other: { name: deals[grant.dealId] ?? grant.dealId, href: `/inbox/portal/deals/${grant.dealId}` },
          ends: {
            organisation: organisation.name,
            deal: deals[grant.dealId] ?? grant.dealId,
            people: organisation.members.length,
          },
        }))}
      />
      <GiveAccessForm choose="deals" action={here} />
    </Page>
  );
}
