import { useFetcher } from "react-router";
import { absoluteTime } from "#app/ui/dates.ts";
import type { PortalSignInState } from "#common/portal-api.ts";
import { ActionStatus } from "../action-status.tsx";
import { ConfirmAction } from "../confirm-action.tsx";
import { contentCopy } from "../content-copy.ts";
import type { FormResult } from "../form-result.ts";
import { signInCopy as copy } from "./sign-in-copy.ts";

const INTENTS = [
  "send-invitation",
  "withdraw-invitation",
  "revoke-access",
  "restore-access",
  "password-reset",
  "second-factor-reset",
];

function stageText(state: PortalSignInState): string {
  const link =
    state.linkSentAt && state.linkExpiresAt
      ? ([absoluteTime(state.linkSentAt), absoluteTime(state.linkExpiresAt)] as const)
      : undefined;
  switch (state.stage) {
    case "invited":
      return link ? copy.stages.invited(...link) : copy.stages.not_invited;
    case "second_factor_reset":
      return link ? copy.stages.second_factor_link(...link) : copy.stages.second_factor_reset;
    case "revoked":
      return copy.stages.revoked(state.revokedAt ? absoluteTime(state.revokedAt) : "");
    default:
      return copy.stages[state.stage];
  }
}

/**
 * A person's way into the portal: where it stands, and only the actions that stage allows.
 * Revoking and resets first name what ends; each answer is said in words, with the link
 * (and a copy button) only when no mail server sent it.
 */
export function SignInControls({
  action,
  name,
  state,
}: {
  action: string;
  name: string;
  state: PortalSignInState;
}) {
  const fetcher = useFetcher<FormResult>();
  const busy = fetcher.state !== "idle";
  const button = (intent: string, label: string, look?: string) => (
    <fetcher.Form method="post" action={action} key={intent}>
      <button type="submit" name="intent" value={intent} className={look} disabled={busy}>
        {label}
      </button>
    </fetcher.Form>
  );
  const confirm = (
    intent: string,
    label: string,
    words: (typeof copy.confirm)[keyof typeof copy.confirm],
    danger = false,
  ) => (
    <ConfirmAction
      key={intent}
      fetcher={fetcher}
      action={action}
      intent={intent}
      label={label}
      heading={words.heading(name)}
      ends={words.ends(state.sessions)}
      danger={danger}
    />
  );
  const revoke = confirm("revoke-access", copy.actions.revoke, copy.confirm.revoke, true);
  const open = state.linkSentAt !== null;
  const actions = {
    not_invited: [button("send-invitation", copy.actions.invite), revoke],
    invited: [
      button("send-invitation", copy.actions.inviteAgain),
      button("withdraw-invitation", copy.actions.withdraw, "secondary"),
      revoke,
    ],
    enrolled: [
      confirm("password-reset", copy.actions.passwordReset, copy.confirm.password),
      confirm("second-factor-reset", copy.actions.secondFactorReset, copy.confirm.secondFactor),
      revoke,
    ],
    second_factor_reset: [
      button("second-factor-reset", copy.actions.secondFactorAgain),
      ...(open ? [button("withdraw-invitation", copy.actions.withdrawLink, "secondary")] : []),
      revoke,
    ],
    revoked: [button("restore-access", copy.actions.restore)],
  }[state.stage];
  return (
    <>
      <p>{contentCopy.invitation.intro}</p>
      <dl className="fields" aria-label={copy.factsLabel}>
        <div className="fact">
          <dt>{copy.stage}</dt>
          <dd>{stageText(state)}</dd>
        </div>
        <div className="fact">
          <dt>{copy.lastSignedIn}</dt>
          <dd>{state.lastSignedInAt ? absoluteTime(state.lastSignedInAt) : copy.never}</dd>
        </div>
      </dl>
      <div className="row sign-in-controls">{actions}</div>
      <ActionStatus result={fetcher.data} intents={INTENTS} />
    </>
  );
}
