import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Field, FormError } from "../../ui/field.tsx";
import { api } from "../api.ts";
import { content } from "../content.ts";
import { Page } from "../layout/page.tsx";

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPassword() {
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get("email");
    const result = await api("/auth/request-password-reset", {
      body: { email, redirectTo: "/inbox/reset-password" },
    });
    if (result.status === 200) setSent(true);
    else setError(result.status === 429 ? content.reasons.tooMany : content.errors.generic);
  };
  return (
    <Page heading={content.forgot.heading}>
      {sent ? (
        <p className="notice" role="status">
          {content.forgot.sent}
        </p>
      ) : (
        <>
          <p>{content.forgot.text}</p>
          <form onSubmit={submit} noValidate>
            <Field label={content.signIn.email} name="email" type="email" autoComplete="username" />
            <FormError message={error} />
            <button type="submit">{content.forgot.submit}</button>
          </form>
        </>
      )}
      <Link to="/inbox/sign-in">{content.signIn.heading}</Link>
    </Page>
  );
}

export function ResetPassword() {
  const token = useSearchParams()[0].get("token") ?? "";
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const newPassword = new FormData(event.currentTarget).get("password");
    const result = await api("/auth/reset-password", { body: { token, newPassword } });
    if (result.status === 200) setDone(true);
    else setError(result.body.code?.startsWith("password_") ? result.body.message : content.reset.invalid);
  };
  return (
    <Page heading={content.reset.heading}>
      {done ? (
        <p className="notice" role="status">
          {content.reset.done}
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          <Field
            label={content.invitation.passwordLabel}
            name="password"
            type="password"
            autoComplete="new-password"
            hint={content.invitation.passwordHint}
            error={error}
          />
          <button type="submit">{content.reset.submit}</button>
        </form>
      )}
      <Link to="/inbox/sign-in">{content.signIn.heading}</Link>
    </Page>
  );
}
