import { type FormEvent, useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { PasswordField } from "../field.tsx";
import { Page } from "../page.tsx";
import { EnrolStep } from "./enrol-step.tsx";
import { ErrorSummary, type FormProblem, problemAt } from "./error-summary.tsx";
import { useAuthRealm } from "./realm.tsx";
import { RecoveryCodes } from "./recovery-codes.tsx";
import { refusalText } from "./refusal.ts";

type Step =
  | { name: "checking" }
  | { name: "refused"; message: string }
  | { name: "password"; email: string; keep: boolean }
  | { name: "enrol"; email: string; totpUri: string; backupCodes: string[] }
  | { name: "codes"; email: string; backupCodes: string[] };

/**
 * The invitation link: password, then an authenticator app, then recovery codes. A link
 * sent after a second-factor reset keeps the password: the person signs in with it (the
 * link and the password are the two factors) and sets up a new authenticator.
 */
export function Invitation() {
  const token = useSearchParams()[0].get("token") ?? "";
  const navigate = useNavigate();
  const realm = useAuthRealm();
  const { api, copy: authCopy } = realm;
  const text = authCopy.invitation;
  const [step, setStep] = useState<Step>({ name: "checking" });
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void realm
      .api<{ email: string; keepPassword?: boolean }>("/invitations/check", { body: { token } })
      .then((result) =>
        setStep(
          result.status === 200
            ? { name: "password", email: result.body.email, keep: result.body.keepPassword === true }
            : {
                name: "refused",
                message: refusalText(realm, result, realm.copy.refusals.invitation_invalid ?? ""),
              },
        ),
      );
  }, [token, realm]);

  const choosePassword = async (event: FormEvent<HTMLFormElement>, email: string, keep: boolean) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password") ?? "");
    if (!password)
      return setProblems([{ field: "password", message: keep ? text.missingKept : text.missingPassword }]);
    if (!keep && password !== form.get("confirm"))
      return setProblems([{ field: "confirm", message: text.mismatch }]);
    setBusy(true);
    const accepted = keep
      ? { status: 200, body: {} }
      : await api("/invitations/accept", { body: { token, password } });
    if (accepted.status !== 200) {
      setBusy(false);
      const message = refusalText(realm, accepted, realm.genericError);
      const atField = accepted.body.code?.startsWith("password_") ? "password" : undefined;
      return setProblems([atField ? { field: atField, message } : { message }]);
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
        : signedIn;
    setBusy(false);
    if (enabled.status !== 200)
      return setProblems([{ message: refusalText(realm, enabled, realm.genericError) }]);
    setProblems([]);
    const body = enabled.body as { totpURI: string; backupCodes: string[] };
    setStep({ name: "enrol", email, totpUri: body.totpURI, backupCodes: body.backupCodes });
  };

  if (step.name === "checking") return <Page heading={text.heading}>{text.checking}</Page>;
  if (step.name === "refused") {
    return (
      <Page heading={text.heading}>
        <p className="error" role="alert">
          {step.message}
        </p>
      </Page>
    );
  }
  if (step.name === "enrol") {
    return (
      <EnrolStep
        totpUri={step.totpUri}
        onConfirmed={() => setStep({ name: "codes", email: step.email, backupCodes: step.backupCodes })}
      />
    );
  }
  if (step.name === "codes") {
    return (
      <Page heading={text.codesHeading}>
        <p>{text.codesText}</p>
        <RecoveryCodes codes={step.backupCodes} email={step.email} />
        <button
          type="button"
          onClick={async () => {
            await realm.refreshSession();
            navigate(realm.paths.home, { replace: true });
          }}
        >
          {text.done}
        </button>
      </Page>
    );
  }
  const { keep } = step;
  return (
    <Page heading={keep ? text.keptHeading : text.heading}>
      <ErrorSummary problems={problems} />
      {keep ? <p>{text.keptText}</p> : null}
      <p>
        {text.account}: <bdi>{step.email}</bdi>
      </p>
      <form onSubmit={(event) => choosePassword(event, step.email, keep)} noValidate>
        <input type="email" name="username" autoComplete="username" value={step.email} readOnly hidden />
        <PasswordField
          kind={keep ? "current" : "new"}
          label={keep ? text.keptLabel : text.passwordLabel}
          hint={keep ? undefined : text.passwordHint}
          error={problemAt(problems, "password")}
        />
        {keep ? null : (
          <PasswordField
            kind="new"
            label={text.confirmLabel}
            name="confirm"
            error={problemAt(problems, "confirm")}
          />
        )}
        <button type="submit" disabled={busy}>
          {text.next}
        </button>
      </form>
    </Page>
  );
}
