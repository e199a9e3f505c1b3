import type { FormEvent } from "react";
import {
  Link,
  useLoaderData,
  useNavigate,
  useNavigation,
  useRouteLoaderData,
  useSearchParams,
} from "react-router";
import { DateTime } from "#app/ui/date-time.tsx";
import { Page } from "#app/ui/page.tsx";
import type { InboxAuditPage } from "#common/inbox-api.ts";
import type { StaffData } from "../layout/access.ts";
import { auditCopy as copy } from "./audit-copy.ts";
import { AUDIT_RECORDS } from "./audit-loader.ts";
import { AuditSentence } from "./audit-sentence.tsx";
import { ReadingSummary } from "./reading-summary.tsx";
import { RecordFilters } from "./record-filters.tsx";
import "./audit.css";

const AUDIT_PATH = "/inbox/audit";
const FILTERS = ["actor", "from", "to", ...AUDIT_RECORDS] as const;

/** The address of the same filters on another page (no `before`: the newest). */
function pageHref(query: string, before: string | null): string {
  const params = new URLSearchParams(query);
  if (before) params.set("before", before);
  else params.delete("before");
  return params.size ? `${AUDIT_PATH}?${params}` : AUDIT_PATH;
}

/**
 * The append-only audit log, newest first, a page at a time, filtered by person and dates.
 * Its route's loader reads the page (audit-loader.ts); while the next one loads, this one
 * stays, dimmed and marked busy, and a failure shows the route's error with "Try again".
 */
export function AuditScreen() {
  const page = useLoaderData() as InboxAuditPage;
  const portal = (useRouteLoaderData("staff") as StaffData | undefined)?.portal === true;
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const loading = navigation.state !== "idle" && navigation.location?.pathname === AUDIT_PATH;
  const query = search.toString();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const name of FILTERS) {
      const value = String(form.get(name) ?? "").trim();
      if (value) params.set(name, value);
    }
    navigate(params.size ? `${AUDIT_PATH}?${params}` : AUDIT_PATH);
  };
  const before = search.get("before");
  return (
    <Page heading={copy.heading} wide>
      <p>{copy.intro}</p>
      {portal && !AUDIT_RECORDS.some((record) => search.has(record)) ? (
        <p className="hint">
          {copy.records.howTo}
          <Link to="/inbox/portal">{copy.records.howToLink}</Link>.
        </p>
      ) : null}
      {/* Keyed by the address: back and forward put the filters of that page back in the fields. */}
      <form key={query} className="audit-filters" onSubmit={submit} aria-label={copy.filtersLabel}>
        <label>
          {copy.actor}
          <input name="actor" type="email" autoComplete="off" defaultValue={search.get("actor") ?? ""} />
        </label>
        <label>
          {copy.from}
          <input name="from" type="date" defaultValue={search.get("from") ?? ""} />
        </label>
        <label>
          {copy.to}
          <input name="to" type="date" defaultValue={search.get("to") ?? ""} />
        </label>
        {AUDIT_RECORDS.map((record) => {
          const id = search.get(record);
          return id ? <input key={record} type="hidden" name={record} value={id} /> : null;
        })}
        <button type="submit" disabled={loading}>
          {copy.apply}
        </button>
      </form>
      <RecordFilters search={search} entries={page.entries} path={AUDIT_PATH} />
      <div className="audit-results" aria-busy={loading} data-loading={loading}>
        {loading ? (
          <p className="visually-hidden" role="status">
            {copy.loading}
          </p>
        ) : null}
        {page.entries.length === 0 ? (
          <p>{copy.empty}</p>
        ) : (
          <ol className="audit-log" aria-label={copy.listLabel}>
            {page.entries.map((entry) => (
              <li key={entry.id}>
                <p className="sentence">
                  <AuditSentence entry={entry} />
                </p>
                {entry.reading ? <ReadingSummary reading={entry.reading} /> : null}
                <p className="when">
                  <DateTime iso={entry.at} />
                </p>
              </li>
            ))}
          </ol>
        )}
        {before || page.nextBefore ? (
          <nav className="row audit-pages" aria-label={copy.pagesLabel}>
            {before ? <Link to={pageHref(query, null)}>{copy.newest}</Link> : null}
            {page.nextBefore ? <Link to={pageHref(query, page.nextBefore)}>{copy.older}</Link> : null}
          </nav>
        ) : null}
      </div>
    </Page>
  );
}
