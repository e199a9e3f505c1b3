import { useState } from "react";
import { Button } from "../button.tsx";
import "./auth.css";
import { useAuthRealm } from "./realm.tsx";

/**
 * Recovery codes as people keep them: the list, and copy, a .txt download and print. Print
 * shows only the codes (auth.css), so the page on paper holds nothing else.
 */
export function RecoveryCodes({ codes, email }: { codes: readonly string[]; email: string }) {
  const text = useAuthRealm().copy.recoveryCodes;
  const [status, setStatus] = useState("");
  const plain = `${text.fileHeading(email)}\n${codes.join("\n")}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      setStatus(text.copied);
    } catch {
      setStatus(text.copyFailed);
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([plain], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = text.fileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <div className="recovery-codes">
      <ul className="codes" data-testid="recovery-codes" aria-label={text.listLabel}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="row code-actions">
        <Button variant="secondary" onClick={() => void copy()}>
          {text.copy}
        </Button>
        <Button variant="secondary" onClick={download}>
          {text.download}
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          {text.print}
        </Button>
      </div>
      <p role="status" className="hint">
        {status}
      </p>
    </div>
  );
}
