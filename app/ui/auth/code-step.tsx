import { type FormEvent, useState } from "react";
import { Button } from "../button.tsx";
import { Field } from "../field.tsx";
import { Page } from "../page.tsx";
import { AuthenticatorCodeField } from "./code-field.tsx";
import { ErrorSummary, type FormProblem, problemAt } from "./error-summary.tsx";
import { useAuthRealm } from "./realm.tsx";
import { authenticatorDigits, refusalText } from "./refusal.ts";

/** A typed recovery code: letters or more than 6 characters once separators are gone. */
function looksLikeRecoveryCode(typed: string): boolean {
  const bare = typed.replace(/[^0-9A-Za-z]/g, "");
  return bare.length >= 8 && /[0-9A-Za-z]/.test(bare);
}

/**
 * The second step, as GitHub's two-factor page does it: the authenticator's code (digits,
 * the phone's number pad), with a way over to a recovery code (letters, any case). Either
 * field takes the code with spaces and hyphens; the error names the kind of code refused.
 */
export function CodeStep({
  onVerified,
  onExpired,
}: {
  onVerified: () => void;
  onExpired: (why: string) => void;
}) {
  const realm = useAuthRealm();
  const text = realm.copy.signIn;
  const [kind, setKind] = useState<"authenticator" | "recovery">("authenticator");
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const field = kind === "authenticator" ? "code" : "recovery";

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get(field) ?? "").trim();
    const digits = authenticatorDigits(typed);
    const recovery = kind === "recovery" || looksLikeRecoveryCode(typed);
    if (!typed) return setProblems([{ field, message: recovery ? text.missingRecovery : text.missingCode }]);
    if (!recovery && !/^\d{6}$/.test(digits)) return setProblems([{ field, message: text.codeShape }]);
    setBusy(true);
    const result = recovery
      ? await realm.api("/auth/two-factor/verify-backup-code", { body: { code: typed } })
      : await realm.api("/auth/two-factor/verify-totp", { body: { code: digits } });
    setBusy(false);
    if (result.status === 200) return onVerified();
    const fallback = recovery
      ? realm.copy.refusals.recovery_code_invalid
      : realm.copy.refusals.authenticator_code_invalid;
    const message = refusalText(realm, result, fallback ?? "");
    if (result.body.code === "sign_in_expired") return onExpired(message);
    setProblems([{ field, message }]);
  };

  const other = () => {
    setProblems([]);
    setKind(kind === "authenticator" ? "recovery" : "authenticator");
  };

  return (
    <Page heading={kind === "authenticator" ? text.codeHeading : text.recoveryHeading}>
      <ErrorSummary problems={problems} />
      <p>{kind === "authenticator" ? text.codeText : text.recoveryText}</p>
      <form onSubmit={submit} noValidate key={kind}>
        {kind === "authenticator" ? (
          <AuthenticatorCodeField
            label={text.codeLabel}
            hint={text.codeHint}
            error={problemAt(problems, "code")}
            autoFocus
          />
        ) : (
          <Field
            label={text.recoveryLabel}
            name="recovery"
            autoComplete="off"
            hint={text.recoveryHint}
            error={problemAt(problems, "recovery")}
            autoFocus
          />
        )}
        <button type="submit" disabled={busy}>
          {text.verify}
        </button>
      </form>
      <Button variant="link" onClick={other}>
        {kind === "authenticator" ? text.useRecovery : text.useApp}
      </Button>
    </Page>
  );
}
