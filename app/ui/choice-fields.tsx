import { type ReactNode, useId } from "react";
import { FieldFrame, Hint } from "./field.tsx";

interface Described {
  hint?: string;
  error?: string | undefined;
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
  return (
    <FieldFrame label={label} {...rest}>
      {(control) => (
        <select
          {...control}
          name={name}
          required
          defaultValue={defaultValue ?? (placeholder === undefined ? undefined : "")}
        >
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
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
  return (
    <FieldFrame label={label} {...rest}>
      {(control) => (
        <textarea
          {...control}
          name={name}
          required
          rows={rows}
          maxLength={maxLength}
          defaultValue={defaultValue}
          dir="auto"
        />
      )}
    </FieldFrame>
  );
}
