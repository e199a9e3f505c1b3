import { Link, useRouteLoaderData } from "react-router";
import type { WaitingQuestions } from "#common/portal-undo-api.ts";
import { undoCopy } from "../undo-copy.ts";

const copy = undoCopy.questions;

/** The questions waiting, as the portal section's loader read them (null while it has not). */
export function useWaitingQuestions(): WaitingQuestions | null {
  return (useRouteLoaderData("portal") as WaitingQuestions | undefined) ?? null;
}

/** How many questions wait for an answer on one deal (0 when none). */
export function useWaitingOn(dealId: string): number {
  return useWaitingQuestions()?.deals.find((deal) => deal.id === dealId)?.waiting ?? 0;
}

/** Under the portal section's way: how many questions wait, each deal a link to its questions. */
export function WaitingSummary() {
  const waiting = useWaitingQuestions();
  if (!waiting || waiting.total === 0) return null;
  return (
    <nav className="waiting" aria-label={copy.waitingLabel}>
      <p>{copy.waiting(waiting.total)}:</p>
      <ul>
        {waiting.deals.map((deal) => (
          <li key={deal.id}>
            <Link to={`/inbox/portal/deals/${deal.id}/questions`}>
              <bdi>{deal.name}</bdi> ({copy.waitingShort(deal.waiting)})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
