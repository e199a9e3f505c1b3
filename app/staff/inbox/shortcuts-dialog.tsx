import { Dialog } from "#app/ui/dialog.tsx";
import { triageCopy } from "./triage-copy.ts";

const copy = triageCopy.shortcuts;

/**
 * "Shift + j / k" as keys and the words between them: each key in its own <kbd>, so "or",
 * "/" and "+" read as words and a long combination wraps between keys, never inside one.
 */
function Keys({ combo }: { combo: string }) {
  return combo.split(/( \/ | or | \+ )/).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed label never move.
      <span key={index}>{part}</span>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed label never move.
      <kbd key={index}>{part}</kbd>
    ),
  );
}

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
                  <Keys combo={key} />
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
