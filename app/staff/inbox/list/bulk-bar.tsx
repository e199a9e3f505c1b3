import { Button } from "#app/ui/button.tsx";
import type { Target } from "../inquiry/send-change.ts";
import { triageCopy } from "../triage-copy.ts";
import type { Triage } from "../use-triage.ts";

const copy = triageCopy.bulk;

/** Shown while rows are selected: how many, the actions for all of them, and "Select all in this view". */
export function BulkBar({ triage, onAssign }: { triage: Triage; onAssign: (target?: Target) => void }) {
  const count = triage.checked.size;
  if (count === 0 && !triage.allInView) return null;
  const total = triage.data.counts
    ? triage.view.status === "all"
      ? triage.data.counts.all
      : triage.data.counts.statuses[triage.view.status]
    : undefined;
  return (
    <section className="bulk-bar" aria-label={copy.label}>
      <p>{triage.allInView ? copy.allInView : copy.selected(count)}</p>
      <div className="row">
        <Button variant="secondary" onClick={() => void triage.act({ status: "archived" })}>
          {copy.archive}
        </Button>
        <Button variant="secondary" onClick={() => void triage.act({ status: "spam" })}>
          {copy.spam}
        </Button>
        <Button variant="secondary" onClick={() => void triage.act({ status: "replied" })}>
          {copy.replied}
        </Button>
        <Button variant="secondary" onClick={() => onAssign()}>
          {copy.assign}
        </Button>
        {triage.allInView || (total !== undefined && total <= count) ? null : (
          <Button variant="link" onClick={triage.selectAllInView}>
            {copy.selectAll}
            {total !== undefined ? ` (${total})` : ""}
          </Button>
        )}
        <Button variant="link" onClick={triage.clearChecked}>
          {copy.clear}
        </Button>
      </div>
    </section>
  );
}
