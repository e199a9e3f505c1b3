import { useState } from "react";
import type { useFetcher } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { Dialog } from "#app/ui/dialog.tsx";
import type { FormResult } from "./form-result.ts";
import { signInCopy as copy } from "./people/sign-in-copy.ts";

/**
 * A button whose action cannot be taken back unnoticed: it opens a dialog that names what
 * ends, and only the dialog's own button sends the intent.
 */
export function ConfirmAction({
  fetcher,
  action,
  intent,
  label,
  opener,
  heading,
  ends,
  danger,
  refusal,
}: {
  fetcher: ReturnType<typeof useFetcher<FormResult>>;
  action: string;
  intent: string;
  label: string;
  /** The words of the button that opens the dialog, when they differ from the action's. */
  opener?: string;
  heading: string;
  ends: readonly string[];
  danger?: boolean;
  /** Why the action cannot be taken: said in the dialog, which then offers no button. */
  refusal?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={danger ? "danger" : "secondary"}
        disabled={fetcher.state !== "idle"}
        onClick={() => setOpen(true)}
      >
        {opener ?? label}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        heading={heading}
        closeLabel={copy.cancel}
        className="confirm"
      >
        <ul>
          {ends.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {refusal ? (
          <p>{refusal}</p>
        ) : (
          <fetcher.Form method="post" action={action} onSubmit={() => setOpen(false)}>
            <button type="submit" name="intent" value={intent} className={danger ? "danger" : undefined}>
              {label}
            </button>
          </fetcher.Form>
        )}
      </Dialog>
    </>
  );
}
