import { type ReactNode, useId } from "react";

interface FieldProps {
  label: string;
  name: string;
  type?: string;
  autoComplete?: string;
  hint?: string;
  error?: string | undefined;
  inputMode?: "numeric" | "text" | "email";
  autoFocus?: boolean;
  required?: boolean;
  /** The value a form to edit a record starts with. */
  defaultValue?: string;
  maxLength?: number;
}

/**
 * A labelled input. The label is the field's name and nothing more; the hint and the error
 * describe it (aria-describedby), so a screen reader says "New password", then what it needs.
 */
export function Field({
  label,
  name,
  type = "text",
  autoComplete,
  hint,
  error,
  inputMode,
  autoFocus,
  required = true,
  defaultValue,
  maxLength,
}: FieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          required={required}
          defaultValue={defaultValue}
          maxLength={maxLength}
          // biome-ignore lint/a11y/noAutofocus: the one field of a step, reached from the previous step.
          autoFocus={autoFocus}
        />
      )}
    </FieldFrame>
  );
}

/**
 * A password field: the one the person has ("current") or one they choose ("new"). The
 * autocomplete word tells a password manager whether to fill the password in or offer a new one.
 */
export function PasswordField({
  kind,
  name = "password",
  ...rest
}: {
  kind: "current" | "new";
  label: string;
  name?: string;
  hint?: string | undefined;
  error?: string | undefined;
}) {
  return <Field {...rest} name={name} type="password" autoComplete={`${kind}-password`} />;
}

/** What a field's control carries: the id its label points at, and what describes it. */
export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/**
 * Any field's frame: the label, the hint, the control, then the error. The hint and the error
 * describe the control, the hint first, so a reader says what the field needs before what went wrong.
 */
export function FieldFrame({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <Hint id={hintId} text={hint} />
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
      })}
      {error ? (
        <span id={errorId} className="error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** A field's hint, named by its id so that the control it describes can point at it. */
export function Hint({ id, text }: { id: string | undefined; text: string | undefined }) {
  return text ? (
    <span id={id} className="hint">
      {text}
    </span>
  ) : null;
}

/** A form's error, announced as it appears. */
export function FormError({ message }: { message: string | undefined }) {
  return message ? (
    <p className="error" role="alert">
      {message}
    </p>
  ) : null;
}
