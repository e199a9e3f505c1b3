import type { SelectHTMLAttributes } from "react";
import { FieldLabel, Select } from "./form-controls.tsx";

type Binding = Pick<SelectHTMLAttributes<HTMLSelectElement>, "value" | "defaultValue" | "onChange">;

interface OptionSelectProps {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  options: readonly string[];
  disabled: boolean;
  binding: Binding;
}

/** An optional choice: the empty first option means "nothing chosen" (sent as null). */
export function OptionSelect({
  id,
  name,
  label,
  placeholder,
  options,
  disabled,
  binding,
}: OptionSelectProps) {
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Select id={id} name={name} disabled={disabled} {...binding}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
    </div>
  );
}
