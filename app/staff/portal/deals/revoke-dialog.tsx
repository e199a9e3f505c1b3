import type { FetcherWithComponents } from "react-router";
import { Dialog } from "#app/ui/dialog.tsx";
import type { FormResult } from "../form-result.ts";
import { undoCopy } from "../undo-copy.ts";
import type { NamedGrant } from "./grant-list.tsx";

const copy = undoCopy.grants;

/** "Revoke access?": which organisation loses which deal and how many people, before it ends. */
export function RevokeDialog({
  pending,
  action,
  fetcher,
  onClose,
}: {
  pending: NamedGrant | null;
  action: string;
  fetcher: FetcherWithComponents<FormResult>;
  onClose: () => void;
}) {
  return (
    <Dialog open={pending !== null} onClose={onClose} heading={copy.heading} closeLabel={undoCopy.close}>
      {pending ? (
        <>
          <p>{copy.text(pending.ends.organisation, pending.ends.deal, pending.ends.people)}</p>
          <fetcher.Form method="post" action={action} onSubmit={onClose}>
            <input type="hidden" name="intent" value="revoke-grant" />
            <input type="hidden" name="grantId" value={pending.grant.id} />
            <input type="hidden" name="dealId" value={pending.grant.dealId} />
            <input type="hidden" name="label" value={pending.other.name} />
            <p>
              <button type="submit" className="danger" disabled={fetcher.state !== "idle"}>
                {copy.confirm}
              </button>
            </p>
          </fetcher.Form>
        </>
      ) : null}
    </Dialog>
  );
}
