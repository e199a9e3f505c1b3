import { type FormEvent, useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Field, FormError } from "../../ui/field.tsx";
import { api } from "../api.ts";
import { content } from "../content.ts";
import { Page } from "../layout/page.tsx";
import { useSession } from "../session.ts";
import { QrCode } from "./qr-code.tsx";

const text = content.invitation;

type Step =
  | { name: "checking" }
  | { name: "invalid" }
  | { name: "password"; email: string }
  | { name: "enrol"; totpUri: string; backupCodes: string[] }
  | { name: "codes"; backupCodes: string[] };

/** The invitation link: password, then an authenticator app, then recovery codes. */
export function Invitation() {
  const token = useSearchParams()[0].get("token") ?? "";
  const navigate = useNavigate();
  const session = useSession();
  const [step, setStep] = useState<Step>({ name: "checking" });
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void api<{ email: string }>("/invitations/check", { body: { token } }).then((result) =>
      setStep(result.status === 200 ? { name: "password", email: result.body.email } : { name: "invalid" }),
    );
  }, [token]);

  const choosePassword = async (event: FormEvent<HTMLFormElement>, email: string) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password") ?? "");
    if (password !== form.get("confirm")) return setError(text.mismatch);
    setBusy(true);
    const accepted = await api("/invitations/accept", { body: { token, password } });
    if (accepted.status !== 200) {
      setBusy(false);
      return setError(accepted.body.message ?? content.errors.generic);
    }
    const signedIn = await api("/auth/sign-in/email", {
      body: { email, password },
      headers: { "x-invitation-token": token },
    });
    const enabled =
      signedIn.status === 200
        ? await api<{ totpURI: string; backupCodes: string[] }>("/auth/two-factor/enable", {
            body: { password },
          })
        : undefined;
    setBusy(false);
    if (enabled?.status !== 200) return setError(content.errors.generic);
    setError(undefined);
    setStep({ name: "enrol", totpUri: enabled.body.totpURI, backupCodes: enabled.body.backupCodes });
  };

  const confirm = async (event: FormEvent<HTMLFormElement>, backupCodes: string[]) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "").trim();
    setBusy(true);
    const result = await api("/auth/two-factor/verify-totp", { body: { code } });
    setBusy(false);
    if (result.status !== 200) return setError(content.signIn.badCode);
    setError(undefined);
    setStep({ name: "codes", backupCodes });
  };

  if (step.name === "checking") return <Page heading={text.heading}>{content.loading}</Page>;
  if (step.name === "invalid") {
    return (
      <Page heading={text.heading}>
        <p className="error">{text.invalid}</p>
      </Page>
    );
  }
  if (step.name === "password") {
    return (
      <Page heading={text.heading}>
        <p>{step.email}</p>
        <form onSubmit={(event) => choosePassword(event, step.email)} noValidate>
          <input type="email" name="username" autoComplete="username" value={step.email} readOnly hidden />
          <Field
            label={text.passwordLabel}
            name="password"
            type="password"
            autoComplete="new-password"
            hint={text.passwordHint}
          />
          <Field label={text.confirmLabel} name="confirm" type="password" autoComplete="new-password" />
          <FormError message={error} />
          <button type="submit" disabled={busy}>
            {text.next}
          </button>
        </form>
      </Page>
    );
  }
  if (step.name === "enrol") {
    const secret = new URL(step.totpUri).searchParams.get("secret") ?? "";
    return (
      <Page heading={text.enrolHeading}>
        <p>{text.enrolText}</p>
        <QrCode value={step.totpUri} label={text.qrLabel} />
        <p>
          {text.secretLabel}:{" "}
          <span className="secret" data-testid="totp-secret">
            {secret}
          </span>
        </p>
        <form onSubmit={(event) => confirm(event, step.backupCodes)} noValidate>
          <Field
            label={text.codeLabel}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            hint={text.codeHint}
            error={error}
          />
          <button type="submit" disabled={busy}>
            {text.confirm}
          </button>
        </form>
      </Page>
    );
  }
  return (
    <Page heading={text.codesHeading}>
      <p>{text.codesText}</p>
      <ul className="codes" data-testid="recovery-codes">
        {step.backupCodes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <button
        type="button"
        onClick={async () => {
          await session.refresh();
          navigate("/inbox", { replace: true });
        }}
      >
        {text.done}
      </button>
    </Page>
  );
}
