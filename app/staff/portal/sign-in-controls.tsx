import { useFetcher } from "react-router";
import { ActionStatus } from "./action-status.tsx";
import { contentCopy } from "./content-copy.ts";
import type { FormResult } from "./form-result.ts";

const copy = contentCopy.invitation;
const INTENTS = ["send-invitation", "withdraw-invitation", "revoke-access", "restore-access"];

/**
 * A person's way into the portal: an invitation sent or withdrawn, their access revoked
 * (signed out everywhere at once) or restored. Each answer is said in words; a link is
 * shown only when no mail server can send it.
 */
export function SignInControls({ action }: { action: string }) {
  const fetcher = useFetcher<FormResult>();
  const busy = fetcher.state !== "idle";
  const button = (intent: string, label: string, look: string) => (
    <button type="submit" name="intent" value={intent} className={look || undefined} disabled={busy}>
      {label}
    </button>
  );
  return (
    <>
      <p>{copy.intro}</p>
      <fetcher.Form method="post" action={action} className="row sign-in-controls">
        {button("send-invitation", copy.send, "")}
        {button("withdraw-invitation", copy.withdraw, "secondary")}
        {button("revoke-access", copy.revoke, "danger")}
        {button("restore-access", copy.restore, "secondary")}
      </fetcher.Form>
      <ActionStatus result={fetcher.data} intents={INTENTS} />
    </>
  );
}
