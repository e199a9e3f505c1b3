import { Dialog } from "../../ui/dialog.tsx";
import { triageCopy } from "./triage-copy.ts";

/** The list of keyboard shortcuts, in a modal dialog (Escape or the button closes it). */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      heading={triageCopy.shortcuts.heading}
      closeLabel={triageCopy.shortcuts.close}
      className="shortcuts"
    >
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
    </Dialog>
  );
}
