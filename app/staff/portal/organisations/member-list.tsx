import { Link, useFetcher } from "react-router";
import { portalLabels } from "#app/ui/portal-labels.ts";
import type { PortalRole } from "#common/portal-api.ts";
import { ActionStatus } from "../action-status.tsx";
import type { FormResult } from "../form-result.ts";
import { portalCopy } from "../portal-copy.ts";

const copy = portalCopy.members;

export interface MemberRow {
  organisationId: string;
  personId: string;
  /** The other side, seen from this screen: the person (on an organisation) or the organisation. */
  name: string;
  href: string;
  detail?: string;
  role: PortalRole;
  delegate: boolean;
}

/** Members of an organisation, or a person's organisations: role, delegate, and "Remove". */
export function MemberList({
  rows,
  action,
  label,
  empty,
}: {
  rows: MemberRow[];
  action: string;
  label: string;
  empty: string;
}) {
  const fetcher = useFetcher<FormResult>({ key: `members:${action}` });
  return (
    <>
      <ActionStatus result={fetcher.data} intents={["remove-member"]} />
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className="records" aria-label={label}>
          {rows.map((row) => (
            <li key={`${row.organisationId}:${row.personId}`}>
              <Link to={row.href}>
                <bdi>{row.name}</bdi>
              </Link>
              <span className="meta">
                {row.detail ? (
                  <span className="email">
                    <bdi>{row.detail}</bdi>
                  </span>
                ) : null}
                <span>{portalLabels.roles[row.role]}</span>
                {row.delegate ? <span>{copy.delegateShort}</span> : null}
              </span>
              <fetcher.Form method="post" action={action} className="inline-form">
                <input type="hidden" name="intent" value="remove-member" />
                <input type="hidden" name="organisationId" value={row.organisationId} />
                <input type="hidden" name="personId" value={row.personId} />
                <input type="hidden" name="label" value={row.name} />
                <button
                  type="submit"
                  className="secondary"
                  disabled={fetcher.state !== "idle"}
                  aria-label={copy.remove(row.name)}
                >
                  {copy.removeText}
                </button>
              </fetcher.Form>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
