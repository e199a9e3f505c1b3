import type { ButtonHTMLAttributes } from "react";

/**
 * A button in one of the looks every front end shares: the main action of a screen, a
 * secondary one, a quiet one that reads as a link, or one that destroys data for good. A plain `button` type by default,
 * so that no button submits a form by accident.
 */
export function Button({
  variant = "primary",
  type = "button",
  className,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: "primary" | "secondary" | "link" | "danger" }) {
  const look = variant === "primary" ? "" : variant;
  return (
    <button type={type} className={[look, className].filter(Boolean).join(" ") || undefined} {...rest} />
  );
}
