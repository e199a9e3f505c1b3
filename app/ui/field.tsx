import { useId } from "react";

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
}

/** A labelled input whose hint and error are linked to it for screen readers. */
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
}: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <label htmlFor={id}>
      {label}
      {hint ? (
        <span id={hintId} className="hint">
          {hint}
        </span>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required={required}
        // biome-ignore lint/a11y/noAutofocus: the one field of a step, reached from the previous step.
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
      />
      {error ? (
        <span id={errorId} className="error" role="alert">
          {error}
        </span>
      ) : null}
    </label>
  );
}

/** A form's error, announced as it appears. */
export function FormError({ message }: { message: string | undefined }) {
  return message ? (
    <p className="error" role="alert">
      {message}
    </p>
  ) : null;
}
