import { type ReactNode, useEffect, useId, useRef } from "react";
import { Button } from "./button.tsx";

/**
 * A modal dialog on the browser's own <dialog>: focus stays inside while it is open, Escape
 * closes it, and closing gives focus back to whatever had it before it opened.
 */
export function Dialog({
  open,
  onClose,
  heading,
  closeLabel,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  heading: string;
  closeLabel: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const headingId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const close = () => {
    onClose();
    if (opener.current instanceof HTMLElement) opener.current.focus();
  };
  return (
    <dialog ref={ref} aria-labelledby={headingId} onClose={close} className={className}>
      <h2 id={headingId}>{heading}</h2>
      {children}
      <Button variant="secondary" onClick={() => ref.current?.close()}>
        {closeLabel}
      </Button>
    </dialog>
  );
}
