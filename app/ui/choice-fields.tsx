import { type ReactNode, useId } from "react";

interface Described {
  hint?: string;
  error?: string | undefined;
}

/** The ids that describe a control: its hint, then its error (as Field does). */
function described(id: string, { hint, error }: Described) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return {
    hintId,
    errorId,
    describedBy: [hintId, errorId].filter(Boolean).join(" ") || undefined,
  };
}

function Hint({ id, text }: { id: string | undefined; text: string | undefined }) {
  return text ? (
    <span id={id} className="hint">
      {text}
    </span>
  ) : null;
}

function ErrorText({ id, text }: { id: string | undefined; text: string | undefined }) {
  return text ? (
    <span id={id} className="error" role="alert">
      {text}
    </span>
  ) : null;
}

/** A labelled choice from a short fixed list, as a native select (keyboard and reader friendly). */
export function SelectField({
  label,
  name,
  options,
  defaultValue,
  placeholder,
  ...rest
}: Described & {
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  defaultValue?: string;
  /** A first, empty choice ("Choose…"): the field then starts unanswered. */
  placeholder?: string;
}) {
  const id = useId();
  const { hintId, errorId, describedBy } = described(id, rest);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <Hint id={hintId} text={rest.hint} />
      <select
        id={id}
        name={name}
        required
        defaultValue={defaultValue ?? (placeholder === undefined ? undefined : "")}
        aria-invalid={rest.error ? true : undefined}
        aria-describedby={describedBy}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ErrorText id={errorId} text={rest.error} />
    </div>
  );
}

/** A labelled yes-or-no, the box before its words. */
export function CheckboxField({
  label,
  name,
  defaultChecked,
  hint,
}: {
  label: ReactNode;
  name: string;
  defaultChecked?: boolean;
  hint?: string;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field checkbox-field">
      <input id={id} name={name} type="checkbox" defaultChecked={defaultChecked} aria-describedby={hintId} />
      <label htmlFor={id}>{label}</label>
      <Hint id={hintId} text={hint} />
    </div>
  );
}

/** A labelled text of several lines (Markdown, an answer). */
export function TextAreaField({
  label,
  name,
  defaultValue,
  maxLength,
  rows = 6,
  ...rest
}: Described & { label: string; name: string; defaultValue?: string; maxLength: number; rows?: number }) {
  const id = useId();
  const { hintId, errorId, describedBy } = described(id, rest);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <Hint id={hintId} text={rest.hint} />
      <textarea
        id={id}
        name={name}
        required
        rows={rows}
        maxLength={maxLength}
        defaultValue={defaultValue}
        dir="auto"
        aria-invalid={rest.error ? true : undefined}
        aria-describedby={describedBy}
      />
      <ErrorText id={errorId} text={rest.error} />
    </div>
  );
}
