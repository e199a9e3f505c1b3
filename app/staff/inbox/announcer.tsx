import { Button } from "#app/ui/button.tsx";
import { triageCopy } from "./triage-copy.ts";
import type { Announcement } from "./use-announcer.ts";

/** The live message under the heading, with "Undo" while the last action can be undone. */
export function Announcer({ announcement, onUndo }: { announcement: Announcement; onUndo: () => void }) {
  return (
    <div className="announce" role="status">
      {announcement.text ? <span>{announcement.text}</span> : null}
      {announcement.receipt ? (
        <Button variant="link" onClick={onUndo} aria-keyshortcuts="z">
          {triageCopy.undo.button}
        </Button>
      ) : null}
    </div>
  );
}
