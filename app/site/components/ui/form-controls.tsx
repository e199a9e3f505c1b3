import ChevronDown from "lucide-react/icons/chevron-down";
import type { ReactNode, SelectHTMLAttributes } from "react";

/** Shared look of text inputs, selects and text areas. */
export const controlClass =
  "mt-2 block w-full rounded-sm border border-field bg-white px-4 py-3 text-base text-heading shadow-[inset_0_1px_2px_rgb(10_22_40/0.05)] transition-[color,background-color,border-color] hover:border-ink-700 focus:border-ink-800 disabled:cursor-not-allowed disabled:bg-sand disabled:text-muted";

interface FieldLabelProps {
  htmlFor: string;
  children: ReactNode;
  required?: boolean;
}

/**
 * A field's label. Required fields show a red asterisk; the asterisk is hidden
 * from screen readers because the control's own `required` already says so.
 */
export function FieldLabel({ htmlFor, children, required = false }: FieldLabelProps) {
  return (
    <label htmlFor={htmlFor} className="text-sm font-semibold text-heading">
      {children}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      ) : null}
    </label>
  );
}

/** A native select with the site's chevron in place of the browser's arrow. */
export function Select({ className = "", children, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className="relative">
      <select {...props} className={`${controlClass} appearance-none truncate pr-11 ${className}`}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        strokeWidth={1.5}
        className="pointer-events-none absolute right-4 bottom-3.5 size-5 text-muted"
      />
    </div>
  );
}
