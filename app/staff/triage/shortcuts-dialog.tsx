import { useEffect, useRef } from "react";
import { triageCopy } from "./triage-copy.ts";

/** The list of keyboard shortcuts, in a modal dialog (Escape or the button closes it). */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} aria-labelledby="shortcuts-heading" onClose={onClose} className="shortcuts">
      <h2 id="shortcuts-heading">{triageCopy.shortcuts.heading}</h2>
      <dl>
        {triageCopy.shortcuts.list.map(([key, action]) => (
          <div key={key}>
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{action}</dd>
          </div>
        ))}
      </dl>
      <button type="button" onClick={onClose}>
        {triageCopy.shortcuts.close}
      </button>
    </dialog>
  );
}
