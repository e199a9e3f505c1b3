import type { ReactNode } from "react";

/** Shared look of text inputs, selects and text areas. */
export const controlClass =
  "mt-2 block w-full rounded-sm border border-ink-300 bg-white px-4 py-3 text-base text-heading shadow-[inset_0_1px_2px_rgb(10_22_40/0.05)] transition-colors hover:border-ink-700 focus:border-ink-800 disabled:cursor-not-allowed disabled:bg-sand disabled:text-muted";

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
