import { Link } from "react-router";
import { portalLabels as labels } from "#app/ui/portal-labels.ts";
import type { PortalDeal, PortalOrganisation, PortalPerson } from "#common/portal-api.ts";
import { useWaitingOn } from "../questions/waiting-questions.tsx";
import { undoCopy } from "../undo-copy.ts";
import { RecordList } from "./record-list.tsx";

/** What a deal's row adds: archived, and how many questions wait on it. */
function DealMarks({ deal }: { deal: PortalDeal }) {
  const waiting = useWaitingOn(deal.id);
  return (
    <>
      {deal.archivedAt ? <span className="state">{undoCopy.records.archived}</span> : null}
      {waiting ? <span className="waiting-count">{undoCopy.questions.waiting(waiting)}</span> : null}
    </>
  );
}

/** The list screens of the three records, each row a link to the record and what tells it apart. */
export function DealList() {
  return (
    <RecordList<PortalDeal>
      kind="deals"
      row={(deal) => (
        <>
          <Link to={`/inbox/portal/deals/${deal.id}`}>
            <bdi>{deal.name}</bdi>
          </Link>
          <span className="meta">
            <span>{labels.dealKinds[deal.kind]}</span>
            <span>{labels.dealStatuses[deal.status]}</span>
            <DealMarks deal={deal} />
          </span>
        </>
      )}
    />
  );
}

export function OrganisationList() {
  return (
    <RecordList<PortalOrganisation>
      kind="organisations"
      row={(organisation) => (
        <>
          <Link to={`/inbox/portal/organisations/${organisation.id}`}>
            <bdi>{organisation.name}</bdi>
          </Link>
          <span className="meta">
            <span>{labels.organisationKinds[organisation.kind]}</span>
            {organisation.archivedAt ? <span className="state">{undoCopy.records.archived}</span> : null}
          </span>
        </>
      )}
    />
  );
}

export function PersonList() {
  return (
    <RecordList<PortalPerson>
      kind="people"
      row={(person) => (
        <>
          <Link to={`/inbox/portal/people/${person.id}`}>
            <bdi>{person.name}</bdi>
          </Link>
          <span className="meta email">
            <bdi>{person.email}</bdi>
          </span>
        </>
      )}
    />
  );
}
