import { type FormEvent, useState } from "react";
import { Button } from "#app/ui/button.tsx";
import { Field } from "#app/ui/field.tsx";
import { Page } from "#app/ui/page.tsx";
import type { ErasurePreview } from "#common/inbox-api.ts";
import { eraseVisitor, previewErasure } from "./erase-api.ts";
import { eraseCopy as copy } from "./erase-copy.ts";

type Step = { name: "address" } | { name: "confirm"; email: string; preview: ErasurePreview };

/**
 * Erasure in two steps: the address, then what it would remove (inquiries, notes, replies,
 * pending mails) above the confirmation, typed as the address again (the server checks it too).
 */
export function EraseScreen() {
  const [step, setStep] = useState<Step>({ name: "address" });
  const [error, setError] = useState<string>();
  const [result, setResult] = useState("");
  const [busy, setBusy] = useState(false);

  const check = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    if (!email) return setError(copy.missingEmail);
    setBusy(true);
    const answer = await previewErasure(email);
    setBusy(false);
    if (answer.status !== 200) return setError(answer.body.message ?? copy.generic);
    setError(undefined);
    setResult("");
    setStep({ name: "confirm", email, preview: answer.body });
  };

  const erase = async (event: FormEvent<HTMLFormElement>, email: string) => {
    event.preventDefault();
    const confirmation = String(new FormData(event.currentTarget).get("confirmation") ?? "").trim();
    if (confirmation.toLowerCase() !== email.toLowerCase()) return setError(copy.mismatch);
    setBusy(true);
    const answer = await eraseVisitor(email, confirmation);
    setBusy(false);
    if (answer.status !== 200) return setError(answer.body.message ?? copy.generic);
    setError(undefined);
    setResult(copy.done(answer.body.inquiries));
    setStep({ name: "address" });
  };

  const back = () => {
    setError(undefined);
    setStep({ name: "address" });
  };

  return (
    <Page heading={copy.heading}>
      <p>{copy.intro}</p>
      <p role="status" className={result ? "notice" : undefined}>
        {result}
      </p>
      {step.name === "address" ? (
        <form onSubmit={(event) => void check(event)} noValidate>
          <Field label={copy.email} name="email" type="email" autoComplete="off" error={error} />
          <Button type="submit" variant="secondary" disabled={busy}>
            {copy.check}
          </Button>
        </form>
      ) : (
        <section aria-labelledby="erase-preview">
          <h2 id="erase-preview">{copy.previewHeading}</h2>
          {step.preview.inquiries === 0 ? (
            // Nothing stored: a list of noughts would only repeat it.
            <p>{copy.nothing}</p>
          ) : (
            <>
              <p>
                {copy.previewOf} <bdi className="email">{step.email}</bdi>:
              </p>
              <ul data-testid="erasure-preview">
                {copy.preview(step.preview).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <form onSubmit={(event) => void erase(event, step.email)} noValidate>
                <Field
                  label={copy.confirm}
                  name="confirmation"
                  type="email"
                  autoComplete="off"
                  error={error}
                />
                <Button type="submit" variant="danger" disabled={busy}>
                  {copy.submit}
                </Button>
              </form>
            </>
          )}
          <Button variant="link" onClick={back}>
            {copy.cancel}
          </Button>
        </section>
      )}
    </Page>
  );
}
