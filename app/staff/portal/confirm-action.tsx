import { useState } from "react";
import type { useFetcher } from "react-router";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import type { FormResult } from "./form-result.ts";
import { signInCopy as copy } from "./sign-in-copy.ts";

/**
 * A button whose action cannot be taken back unnoticed: it opens a dialog that names what
 * ends, and only the dialog's own button sends the intent.
 */
export function ConfirmAction({
  fetcher,
  action,
  intent,
  label,
  heading,
  ends,
  danger,
}: {
  fetcher: ReturnType<typeof useFetcher<FormResult>>;
  action: string;
  intent: string;
  label: string;
  heading: string;
  ends: readonly string[];
  danger?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={danger ? "danger" : "secondary"}
        disabled={fetcher.state !== "idle"}
        onClick={() => setOpen(true)}
      >
        {label}
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
        <fetcher.Form method="post" action={action} onSubmit={() => setOpen(false)}>
          <button type="submit" name="intent" value={intent} className={danger ? "danger" : undefined}>
            {label}
          </button>
        </fetcher.Form>
      </Dialog>
    </>
  );
}
