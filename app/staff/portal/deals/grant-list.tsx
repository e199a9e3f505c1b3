import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { DateTime } from "#app/ui/date-time.tsx";
import type { PortalGrant } from "#common/portal-api.ts";
import { ActionStatus } from "../action-status.tsx";
import type { FormResult } from "../form-result.ts";
import { portalCopy } from "../portal-copy.ts";
import { undoCopy } from "../undo-copy.ts";
import { RevokeDialog } from "./revoke-dialog.tsx";

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
  /** What a revocation ends, named in its confirmation: who loses which deal, how many people. */
  ends: { organisation: string; deal: string; people: number };
}

/** A revoked grant can be restored when its organisation has no other grant not yet revoked. */
function restorable(grants: NamedGrant[], { grant }: NamedGrant): boolean {
  if (!grant.revokedAt) return false;
  if (grant.endsAt && Date.parse(grant.endsAt) <= Date.now()) return false;
  const same = grants.filter(
    (other) => other.grant.dealId === grant.dealId && other.grant.organisationId === grant.organisationId,
  );
  return same.every((other) => other.grant.revokedAt) && same[0]?.grant.id === grant.id;
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
  const [pending, setPending] = useState<NamedGrant | null>(null);
  return (
    <>
      <ActionStatus result={fetcher.data} intents={["revoke-grant", "restore-grant"]} />
      <RevokeDialog pending={pending} action={action} fetcher={fetcher} onClose={() => setPending(null)} />
      {grants.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <ul className="records grants" aria-label={copy.listLabel}>
          {grants.map((named) => {
            const { grant, other } = named;
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
                  <button
                    type="button"
                    className="danger"
                    disabled={fetcher.state !== "idle"}
                    aria-label={copy.revoke[on](other.name)}
                    onClick={() => setPending(named)}
                  >
                    {copy.revokeText}
                  </button>
                )}
                {restorable(grants, named) ? (
                  <fetcher.Form method="post" action={action} className="inline-form">
                    <input type="hidden" name="intent" value="restore-grant" />
                    <input type="hidden" name="grantId" value={grant.id} />
                    <input type="hidden" name="dealId" value={grant.dealId} />
                    <input type="hidden" name="label" value={named.ends.organisation} />
                    <button
                      type="submit"
                      className="secondary"
                      disabled={fetcher.state !== "idle"}
                      aria-label={undoCopy.grants.restoreLabel(other.name)}
                    >
                      {undoCopy.grants.restore}
                    </button>
                  </fetcher.Form>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
