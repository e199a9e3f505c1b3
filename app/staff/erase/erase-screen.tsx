import { type FormEvent, useState } from "react";
import { Page } from "../layout/page.tsx";
import { eraseVisitor } from "./erase-api.ts";
import { eraseCopy as copy } from "./erase-copy.ts";

/** Erases a visitor once the address is typed twice the same (the server checks it too). */
export function EraseScreen() {
  const [email, setEmail] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [result, setResult] = useState("");
  const [busy, setBusy] = useState(false);
  const matches = email.trim() !== "" && email.trim().toLowerCase() === confirmation.trim().toLowerCase();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    setBusy(true);
    const answer = await eraseVisitor(email.trim(), confirmation.trim());
    setBusy(false);
    if (answer.status === 200) {
      setResult(copy.done(answer.body.inquiries));
      setEmail("");
      setConfirmation("");
    } else setResult(answer.body.message ?? copy.generic);
  };
  return (
    <Page heading={copy.heading} wide>
      <p>{copy.intro}</p>
      <form onSubmit={(event) => void submit(event)}>
        <label>
          {copy.email}
          <input
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
          />
        </label>
        <label>
          {copy.confirm}
          <input
            type="email"
            autoComplete="off"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
            required
            aria-describedby="erase-mismatch"
          />
        </label>
        <p id="erase-mismatch" className="hint">
          {confirmation && !matches ? copy.mismatch : ""}
        </p>
        <button type="submit" disabled={!matches || busy}>
          {copy.submit}
        </button>
      </form>
      <p role="status">{result}</p>
    </Page>
  );
}
