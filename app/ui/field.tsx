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
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
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
        defaultValue={defaultValue}
        maxLength={maxLength}
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
    </div>
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
