import { Field } from "../field.tsx";

/** The six digits of an authenticator app, as enrolment and sign-in ask for them (field "code"). */
export function AuthenticatorCodeField(props: {
  label: string;
  hint: string;
  error: string | undefined;
  autoFocus?: boolean;
}) {
  return <Field name="code" inputMode="numeric" autoComplete="one-time-code" {...props} />;
}
