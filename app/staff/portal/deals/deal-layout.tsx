import { Link, Outlet, useLoaderData, useLocation } from "react-router";
import { reportingCopy } from "#app/staff/reporting/reporting-copy.ts";
import { Page } from "#app/ui/page.tsx";
import { portalLabels as labels } from "#app/ui/portal-labels.ts";
import { portalCopy as copy } from "../portal-copy.ts";
import { useWaitingOn } from "../questions/waiting-questions.tsx";
import { RecordFacts } from "../records/record-facts.tsx";
import { RecordRemoval } from "../records/record-removal.tsx";
import { undoCopy } from "../undo-copy.ts";
import type { StaffDeal } from "./deal-route.ts";

const TABS = [
  ["", copy.deal.tabs.access],
  ["/terms", copy.deal.tabs.terms],
  ["/updates", copy.deal.tabs.updates],
  ["/questions", copy.deal.tabs.questions],
  ["/reporting", reportingCopy.tab],
] as const;

/** A deal: its facts, then one part at a time (access, terms, updates, questions), each its own address. */
export function DealLayout() {
  const deal = useLoaderData() as StaffDeal;
  const here = `/inbox/portal/deals/${deal.id}`;
  const pathname = useLocation().pathname.replace(/\/+$/, "");
  const waiting = useWaitingOn(deal.id);
  return (
    <Page heading={deal.name} wide>
      <RecordFacts
        label={copy.deal.factsLabel}
        facts={[
          [copy.deal.kind, labels.dealKinds[deal.kind]],
          [copy.deal.status, labels.dealStatuses[deal.status]],
          [copy.deal.termsRequiredShort, deal.termsRequired ? copy.yes : copy.no],
        ]}
        editHref={`${here}/edit`}
        auditHref={`/inbox/audit?${new URLSearchParams({ deal: deal.id })}`}
      />
      {deal.termsMissing ? (
        <p className="notice" role="status">
          {copy.deal.termsMissing}{" "}
          {pathname === `${here}/terms` ? null : (
            <Link to={`${here}/terms`}>{copy.deal.termsMissingLink}</Link>
          )}
        </p>
      ) : null}
      <RecordRemoval kind="deal" id={deal.id} name={deal.name} archivedAt={deal.archivedAt} action={here} />
      <nav aria-label={copy.deal.tabsLabel}>
        <ul className="tabs">
          {TABS.map(([suffix, label]) => {
            const current = pathname === `${here}${suffix}`;
            return (
              <li key={suffix} aria-current={current ? "page" : undefined}>
                <Link to={`${here}${suffix}`} aria-current={current ? "page" : undefined} preventScrollReset>
                  {label}
                  {suffix === "/questions" && waiting ? ` (${undoCopy.questions.waitingShort(waiting)})` : ""}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <p>
        <Link to={`/inbox/data-room/deals/${deal.id}`}>{copy.deal.dataRoom}</Link>
      </p>
      <Outlet />
    </Page>
  );
}
