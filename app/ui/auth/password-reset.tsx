import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Field, PasswordField } from "../field.tsx";
import { Page } from "../page.tsx";
import { ErrorSummary, type FormProblem, problemAt } from "./error-summary.tsx";
import { useAuthRealm } from "./realm.tsx";
import { refusalText } from "./refusal.ts";

/**
 * Asks for a reset link. The answer is the same for every address: "on its way" with SMTP,
 * and without it, that this server cannot send e-mail and what to do instead.
 */
export function ForgotPassword() {
  const realm = useAuthRealm();
  const { api, copy: authCopy } = realm;
  const text = authCopy.forgot;
  const [answer, setAnswer] = useState<{ kind: "sent" | "no-mail"; message: string }>();
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    if (!email) return setProblems([{ field: "email", message: authCopy.signIn.missingEmail }]);
    const result = await api("/auth/request-password-reset", {
      body: { email, redirectTo: realm.paths.resetPassword },
    });
    if (result.status === 200) return setAnswer({ kind: "sent", message: text.sent });
    if (result.body.code === "reset_mail_unavailable")
      return setAnswer({ kind: "no-mail", message: text.noMail });
    const atField = result.body.code === "email_too_long" ? "email" : undefined;
    const message = refusalText(realm, result, realm.genericError);
    setProblems([atField ? { field: atField, message } : { message }]);
  };
  return (
    <Page heading={answer?.kind === "no-mail" ? text.noMailHeading : text.heading}>
      <ErrorSummary problems={problems} />
      {answer ? (
        <p className="notice" role="status">
          {answer.message}
          {answer.kind === "no-mail" && text.noMailCommand ? (
            <>
              {" "}
              <code className="command">{text.noMailCommand}</code>
            </>
          ) : null}
        </p>
      ) : (
        <>
          <p>{text.text}</p>
          <form onSubmit={submit} noValidate>
            <Field
              label={authCopy.signIn.email}
              name="email"
              type="email"
              autoComplete="username"
              error={problemAt(problems, "email")}
            />
            <button type="submit">{text.submit}</button>
          </form>
        </>
      )}
      <Link to={realm.paths.signIn}>{text.backToSignIn}</Link>
    </Page>
  );
}

/** The reset link: a new password, checked by the server's password policy. */
export function ResetPassword() {
  const realm = useAuthRealm();
  const { api, copy: authCopy } = realm;
  const token = useSearchParams()[0].get("token") ?? "";
  const [done, setDone] = useState(false);
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const newPassword = String(new FormData(event.currentTarget).get("password") ?? "");
    if (!newPassword)
      return setProblems([{ field: "password", message: authCopy.invitation.missingPassword }]);
    const result = await api("/auth/reset-password", { body: { token, newPassword } });
    if (result.status === 200) return setDone(true);
    const message = refusalText(realm, result, authCopy.refusals.reset_link_invalid ?? "");
    setProblems([result.body.code?.startsWith("password_") ? { field: "password", message } : { message }]);
  };
  return (
    <Page heading={authCopy.reset.heading}>
      <ErrorSummary problems={problems} />
      {done ? (
        <p className="notice" role="status">
          {authCopy.reset.done}
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          <PasswordField
            kind="new"
            label={authCopy.invitation.passwordLabel}
            hint={authCopy.invitation.passwordHint}
            error={problemAt(problems, "password")}
          />
          <button type="submit">{authCopy.reset.submit}</button>
        </form>
      )}
      <Link to={realm.paths.signIn}>{authCopy.forgot.backToSignIn}</Link>
    </Page>
  );
}
