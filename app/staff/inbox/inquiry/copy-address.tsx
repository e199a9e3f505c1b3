import { Button } from "#app/ui/button.tsx";
import { triageCopy } from "../triage-copy.ts";

const copy = triageCopy.inquiry;

/** Copies the visitor's address; the clipboard can refuse, and then the announcement says so. */
export function CopyAddress({ email, announce }: { email: string; announce: (text: string) => void }) {
  const copyAddress = async () => {
    // The clipboard needs a secure context and the page's permission: say so when refused.
    const copied = await navigator.clipboard?.writeText(email).then(
      () => true,
      () => false,
    );
    announce(copied ? copy.copied : triageCopy.errors.generic);
  };
  return (
    <Button variant="secondary" onClick={() => void copyAddress()}>
      {copy.copyAddress}
    </Button>
  );
}
