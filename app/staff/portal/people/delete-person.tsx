import { useFetcher } from "react-router";
import type { PersonRemoval } from "#common/portal-person-api.ts";
import { ActionStatus } from "../action-status.tsx";
import { ConfirmAction } from "../confirm-action.tsx";
import type { FormResult } from "../form-result.ts";
import { signInCopy } from "./sign-in-copy.ts";

const copy = signInCopy.removal;

/** Deleting a person: the dialog first says what goes with them, or why they cannot be deleted. */
export function DeletePerson({
  action,
  name,
  removal,
}: {
  action: string;
  name: string;
  removal: PersonRemoval;
}) {
  const fetcher = useFetcher<FormResult>();
  return (
    <section aria-labelledby="person-delete">
      <h2 id="person-delete">{copy.heading}</h2>
      <p>{copy.intro}</p>
      <ConfirmAction
        fetcher={fetcher}
        action={action}
        intent="delete-person"
        label={copy.confirm}
        opener={copy.open}
        heading={copy.dialog(name)}
        ends={removal.deletable ? copy.removes(removal) : []}
        refusal={removal.deletable ? undefined : copy.blocked(removal.questions)}
        danger
      />
      <ActionStatus result={fetcher.data} intents={["delete-person"]} />
    </section>
  );
}
