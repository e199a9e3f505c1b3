import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Field, FormError } from "../../ui/field.tsx";
import { api } from "../api.ts";
import { content } from "../content.ts";
import { Page } from "../layout/page.tsx";
import { useSession } from "../session.ts";
import { signInWithPasskey } from "./passkeys.ts";

const text = content.signIn;

function refusal(status: number, code: string | undefined, fallback: string): string {
  if (status === 429) return content.reasons.tooMany;
  if (status === 0) return content.reasons.network;
  if (code === "CODE_ALREADY_USED") return text.usedCode;
  return fallback;
}

/** Password then code, or a passkey; the router sends a signed-in person on to the inbox. */
export function SignIn() {
  const session = useSession();
  const reason = session.state.status === "signed-out" ? session.state.reason : undefined;
  const [step, setStep] = useState<"password" | "code">("password");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submitPassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const result = await api<{ twoFactorRedirect?: boolean }>("/auth/sign-in/email", {
      body: { email: form.get("email"), password: form.get("password") },
    });
    setBusy(false);
    if (result.status === 200 && result.body.twoFactorRedirect) {
      setError(undefined);
      setStep("code");
    } else setError(refusal(result.status, result.body.code, text.invalid));
  };

  const submitCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "").trim();
    setBusy(true);
    const path = /^\d{6}$/.test(code)
      ? "/auth/two-factor/verify-totp"
      : "/auth/two-factor/verify-backup-code";
    const result = await api(path, { body: { code } });
    setBusy(false);
    if (result.status === 200) await session.refresh();
    else setError(refusal(result.status, result.body.code, text.badCode));
  };

  const passkey = async () => {
    setBusy(true);
    const ok = await signInWithPasskey();
    setBusy(false);
    if (ok) await session.refresh();
    else setError(text.passkeyFailed);
  };

  if (step === "code") {
    return (
      <Page heading={text.codeHeading}>
        <form onSubmit={submitCode} noValidate>
          <Field
            label={text.codeLabel}
            name="code"
            autoComplete="one-time-code"
            hint={text.codeHint}
            error={error}
            autoFocus
          />
          <button type="submit" disabled={busy}>
            {text.verify}
          </button>
        </form>
      </Page>
    );
  }
  return (
    <Page heading={text.heading}>
      {reason ? <p className="notice">{reason}</p> : null}
      <form onSubmit={submitPassword} noValidate>
        <Field
          label={text.email}
          name="email"
          type="email"
          autoComplete="username webauthn"
          inputMode="email"
        />
        <Field label={text.password} name="password" type="password" autoComplete="current-password" />
        <FormError message={error} />
        <button type="submit" disabled={busy}>
          {text.submit}
        </button>
      </form>
      <div className="row">
        <button type="button" className="secondary" onClick={passkey} disabled={busy}>
          {text.passkey}
        </button>
        <Link to="/inbox/forgot-password">{text.forgot}</Link>
      </div>
    </Page>
  );
}
