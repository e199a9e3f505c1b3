import { type FormEvent, useState } from "react";
import { Page } from "../page.tsx";
import { AuthenticatorCodeField } from "./code-field.tsx";
import { ErrorSummary, type FormProblem, problemAt } from "./error-summary.tsx";
import { QrCode } from "./qr-code.tsx";
import { useAuthRealm } from "./realm.tsx";
import { authenticatorDigits, refusalText } from "./refusal.ts";

/** The key in groups of four, as authenticator apps print it: easier to type without a slip. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

/** Enrolment: the QR code and key, confirmed with the code the app then shows. */
export function EnrolStep({ totpUri, onConfirmed }: { totpUri: string; onConfirmed: () => void }) {
  const realm = useAuthRealm();
  const authCopy = realm.copy;
  const text = authCopy.invitation;
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const secret = new URL(totpUri).searchParams.get("secret") ?? "";

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const digits = authenticatorDigits(String(new FormData(event.currentTarget).get("code") ?? ""));
    if (!digits) return setProblems([{ field: "code", message: authCopy.signIn.missingCode }]);
    if (!/^\d{6}$/.test(digits)) return setProblems([{ field: "code", message: authCopy.signIn.codeShape }]);
    setBusy(true);
    const result = await realm.api("/auth/two-factor/verify-totp", { body: { code: digits } });
    setBusy(false);
    if (result.status === 200) return onConfirmed();
    setProblems([
      {
        field: "code",
        message: refusalText(realm, result, authCopy.refusals.authenticator_code_invalid ?? ""),
      },
    ]);
  };

  return (
    <Page heading={text.enrolHeading}>
      <ErrorSummary problems={problems} />
      <p>{text.enrolText}</p>
      <QrCode value={totpUri} label={text.qrLabel} />
      <p>
        {text.secretLabel}:{" "}
        <span className="secret" data-testid="totp-secret">
          {grouped(secret)}
        </span>
        <br />
        <span className="hint">{text.secretHint}</span>
      </p>
      <form onSubmit={confirm} noValidate>
        <AuthenticatorCodeField
          label={text.codeLabel}
          hint={text.codeHint}
          error={problemAt(problems, "code")}
        />
        <button type="submit" disabled={busy}>
          {text.confirm}
        </button>
      </form>
    </Page>
  );
}
