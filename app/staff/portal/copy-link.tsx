import { useState } from "react";
import { Button } from "#app/ui/button.tsx";
import { signInCopy as copy } from "./people/sign-in-copy.ts";

/** A one-time link staff hand over themselves: shown whole, with a button that copies it. */
export function CopyLink({ link }: { link: string }) {
  const [status, setStatus] = useState("");
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setStatus(copy.copied);
    } catch {
      setStatus(copy.copyFailed);
    }
  };
  return (
    <span className="copy-link">
      <a href={link}>{link}</a>{" "}
      <Button variant="secondary" onClick={() => void copyLink()}>
        {copy.copyLink}
      </Button>{" "}
      <span role="status">{status}</span>
    </span>
  );
}
