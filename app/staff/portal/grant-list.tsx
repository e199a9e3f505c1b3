import { Link, useFetcher } from "react-router";
import type { PortalGrant } from "../../../common/portal-api.ts";
import { DateTime } from "../../ui/date-time.tsx";
import { ActionStatus } from "./action-status.tsx";
import type { FormResult } from "./form-result.ts";
import { portalCopy } from "./portal-copy.ts";

const copy = portalCopy.grants;

/** A grant as staff read it: live, ended (past its end date) or revoked. */
export function grantState(grant: PortalGrant): keyof typeof copy.states {
  if (grant.revokedAt) return "revoked";
  return grant.live ? "live" : "ended";
}

export interface NamedGrant {
  grant: PortalGrant;
  /** What the grant reaches, seen from this screen: the organisation (on a deal) or the deal. */
  other: { name: string; href: string };
}

/**
 * Every grant of a deal or an organisation, newest first: its state in words (never colour
 * alone), when it was given, when it ends, and "Revoke now" for any grant not yet revoked.
 */
export function GrantList({
  grants,
  action,
  on,
}: {
  grants: NamedGrant[];
  action: string;
  /** The screen the list is on. */
  on: "deal" | "organisation";
}) {
  const fetcher = useFetcher<FormResult>({ key: `grants:${action}` });
  return (
    <>
      <ActionStatus result={fetcher.data} intents={["revoke-grant"]} />
      {grants.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <ul className="records grants" aria-label={copy.listLabel}>
          {grants.map(({ grant, other }) => {
            const state = grantState(grant);
            return (
              <li key={grant.id} data-state={state}>
                <Link to={other.href}>
                  <bdi>{other.name}</bdi>
                </Link>
                <span className={`state state-${state}`}>{copy.states[state]}</span>
                <span className="meta">
                  <span>
                    {copy.grantedOn} <DateTime iso={grant.grantedAt} hint={false} />
                  </span>
                  {grant.endsAt ? (
                    <span>
                      {copy.endsAt} <DateTime iso={grant.endsAt} hint={false} />
                    </span>
                  ) : (
                    <span>{copy.noEnd}</span>
                  )}
                  {grant.revokedAt ? (
                    <span>
                      {copy.revokedOn} <DateTime iso={grant.revokedAt} hint={false} />
                    </span>
                  ) : null}
                </span>
                {grant.revokedAt ? null : (
                  <fetcher.Form method="post" action={action} className="inline-form">
                    <input type="hidden" name="intent" value="revoke-grant" />
                    <input type="hidden" name="grantId" value={grant.id} />
                    <input type="hidden" name="dealId" value={grant.dealId} />
                    <input type="hidden" name="label" value={other.name} />
                    <button
                      type="submit"
                      className="danger"
                      disabled={fetcher.state !== "idle"}
                      aria-label={copy.revoke[on](other.name)}
                    >
                      {copy.revokeText}
                    </button>
                  </fetcher.Form>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
