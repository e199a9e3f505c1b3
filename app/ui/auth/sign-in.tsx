import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Button } from "../button.tsx";
import { Field, PasswordField } from "../field.tsx";
import { Page } from "../page.tsx";
import { CodeStep } from "./code-step.tsx";
import { ErrorSummary, type FormProblem, problemAt } from "./error-summary.tsx";
import { signInWithPasskey } from "./passkeys.ts";
import { useAuthRealm } from "./realm.tsx";
import { refusalText } from "./refusal.ts";

/** Password then code, or a passkey; the router sends a signed-in person on to the inbox. */
export function SignIn() {
  const realm = useAuthRealm();
  const { api, copy: authCopy } = realm;
  const text = authCopy.signIn;
  const reason = realm.useSignedOutReason();
  const [step, setStep] = useState<"password" | "code">("password");
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const [busy, setBusy] = useState(false);

  const submitPassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    const missing: FormProblem[] = [
      ...(email ? [] : [{ field: "email", message: text.missingEmail }]),
      ...(password ? [] : [{ field: "password", message: text.missingPassword }]),
    ];
    if (missing.length > 0) return setProblems(missing);
    setBusy(true);
    const result = await api<{ twoFactorRedirect?: boolean }>("/auth/sign-in/email", {
      body: { email, password },
    });
    setBusy(false);
    if (result.status === 200 && result.body.twoFactorRedirect) {
      setProblems([]);
      setStep("code");
    } else {
      const message = refusalText(realm, result, authCopy.refusals.sign_in_refused ?? "");
      const atField = result.body.code === "email_too_long" ? "email" : "password";
      setProblems([{ field: result.status === 400 || result.status === 401 ? atField : undefined, message }]);
    }
  };

  const passkey = async () => {
    setBusy(true);
    const answer = await signInWithPasskey(realm);
    setBusy(false);
    if (answer === true) await realm.refreshSession();
    else setProblems([{ message: answer ?? text.passkeyFailed }]);
  };

  if (step === "code") {
    return (
      <CodeStep
        onVerified={() => void realm.refreshSession()}
        onExpired={(message) => {
          setProblems([{ message }]);
          setStep("password");
        }}
      />
    );
  }
  return (
    <Page heading={text.heading}>
      <ErrorSummary problems={problems} />
      {reason ? <p className="notice">{reason}</p> : null}
      <form onSubmit={submitPassword} noValidate>
        <Field
          label={text.email}
          name="email"
          type="email"
          autoComplete="username webauthn"
          inputMode="email"
          error={problemAt(problems, "email")}
        />
        <PasswordField kind="current" label={text.password} error={problemAt(problems, "password")} />
        <button type="submit" disabled={busy}>
          {text.submit}
        </button>
      </form>
      <div className="row">
        <Button variant="secondary" onClick={passkey} disabled={busy}>
          {text.passkey}
        </Button>
        <Link to={realm.paths.forgotPassword}>{text.forgot}</Link>
      </div>
    </Page>
  );
}
