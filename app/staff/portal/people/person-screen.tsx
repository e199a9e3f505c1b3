import { Link, useLoaderData } from "react-router";
import { Page } from "#app/ui/page.tsx";
import { contentCopy } from "../content-copy.ts";
import { AddMemberForm } from "../organisations/add-member-form.tsx";
import { MemberList } from "../organisations/member-list.tsx";
import { portalCopy as copy } from "../portal-copy.ts";
import { RecordFacts } from "../records/record-facts.tsx";
import { DeletePerson } from "./delete-person.tsx";
import type { PersonScreenData } from "./person-route.ts";
import { SignInControls } from "./sign-in-controls.tsx";

/** A person: their address, their way in (invitation, revocation), organisations and a preview. */
export function PersonScreen() {
  const person = useLoaderData() as PersonScreenData;
  const here = `/inbox/portal/people/${person.id}`;
  return (
    <Page heading={person.name} wide>
      <RecordFacts
        label={copy.person.factsLabel}
        facts={[[copy.person.email, <bdi key="email">{person.email}</bdi>]]}
        editHref={`${here}/edit`}
        auditHref={`/inbox/audit?${new URLSearchParams({ person: person.id })}`}
      />
      <p>
        <Link to={`${here}/view-as`}>{contentCopy.viewAs.link(person.name)}</Link>
      </p>
      <section aria-labelledby="person-sign-in">
        <h2 id="person-sign-in">{contentCopy.invitation.heading}</h2>
        {person.signIn ? <SignInControls action={here} name={person.name} state={person.signIn} /> : null}
      </section>
      <h2>{copy.memberships.heading}</h2>
      <MemberList
        action={here}
        label={copy.memberships.listLabel}
        empty={copy.memberships.none}
        rows={person.memberships.map((membership) => ({
          organisationId: membership.organisationId,
          personId: person.id,
          name: membership.organisation.name,
          href: `/inbox/portal/organisations/${membership.organisationId}`,
          role: membership.role,
          delegate: membership.delegate,
        }))}
      />
      <AddMemberForm
        choose="organisations"
        action={here}
        exclude={person.memberships.map((membership) => membership.organisationId)}
      />
      <DeletePerson action={here} name={person.name} removal={person.removal} />
    </Page>
  );
}
