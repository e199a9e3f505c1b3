import { Dialog } from "../../ui/dialog.tsx";
import { triageCopy } from "./triage-copy.ts";

const copy = triageCopy.shortcuts;

/** Every keyboard shortcut, in a modal dialog; closing it gives focus back where it was. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      heading={copy.heading}
      closeLabel={copy.close}
      className="shortcuts"
    >
      {copy.groups.map((group) => (
        <section key={group.name}>
          <h3>{group.name}</h3>
          <dl>
            {group.keys.map(([key, action]) => (
              <div key={key}>
                <dt>
                  <kbd>{key}</kbd>
                </dt>
                <dd>{action}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </Dialog>
  );
}
