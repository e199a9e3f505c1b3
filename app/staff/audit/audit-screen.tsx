import { type FormEvent, useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { InboxAuditPage } from "../../../common/inbox-api.ts";
import { DateTime } from "../../ui/date-time.tsx";
import { Page } from "../layout/page.tsx";
import { fetchAudit } from "./audit-api.ts";
import { auditCopy as copy } from "./audit-copy.ts";
import { AuditSentence } from "./audit-sentence.tsx";
import "./audit.css";

const AUDIT_PATH = "/inbox/audit";

/** Days typed in the filter become instants at the viewer's midnight; "until" includes the day. */
function apiQuery(search: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  const actor = search.get("actor");
  const from = search.get("from");
  const to = search.get("to");
  const before = search.get("before");
  if (actor) query.set("actor", actor);
  if (from) query.set("from", new Date(`${from}T00:00:00`).toISOString());
  if (to) query.set("to", new Date(new Date(`${to}T00:00:00`).getTime() + 86_400_000).toISOString());
  if (before) query.set("before", before);
  return query;
}

/** The address of the same filters on another page (no `before`: the newest). */
function pageHref(query: string, before: string | null): string {
  const params = new URLSearchParams(query);
  if (before) params.set("before", before);
  else params.delete("before");
  return params.size ? `${AUDIT_PATH}?${params}` : AUDIT_PATH;
}

/** The append-only audit log, newest first, a page at a time, filtered by person and dates. */
export function AuditScreen() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const query = search.toString();
  const [page, setPage] = useState<InboxAuditPage | "failed">();
  const [draft, setDraft] = useState({ actor: "", from: "", to: "" });
  useEffect(() => {
    const params = new URLSearchParams(query);
    setDraft({
      actor: params.get("actor") ?? "",
      from: params.get("from") ?? "",
      to: params.get("to") ?? "",
    });
    void fetchAudit(apiQuery(params)).then((answer) =>
      setPage(answer.status === 200 ? answer.body : "failed"),
    );
  }, [query]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const params = new URLSearchParams(Object.entries(draft).filter(([, value]) => value));
    navigate(`${AUDIT_PATH}${params.size ? `?${params}` : ""}`);
  };
  const field = (name: keyof typeof draft) => ({
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  const entries = page && page !== "failed" ? page.entries : [];
  const older = page && page !== "failed" ? page.nextBefore : null;
  return (
    <Page heading={copy.heading} wide>
      <p>{copy.intro}</p>
      <form className="audit-filters" onSubmit={submit} aria-label={copy.filtersLabel}>
        <label>
          {copy.actor}
          <input type="email" autoComplete="off" {...field("actor")} />
        </label>
        <label>
          {copy.from}
          <input type="date" {...field("from")} />
        </label>
        <label>
          {copy.to}
          <input type="date" {...field("to")} />
        </label>
        <button type="submit">{copy.apply}</button>
      </form>
      {page === "failed" ? (
        <p className="error" role="alert">
          {copy.failed}
        </p>
      ) : null}
      {page && page !== "failed" && entries.length === 0 ? <p>{copy.empty}</p> : null}
      {entries.length > 0 ? (
        <ol className="audit-log" aria-label={copy.listLabel}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <p className="sentence">
                <AuditSentence entry={entry} />
              </p>
              <p className="when">
                <DateTime iso={entry.at} />
              </p>
            </li>
          ))}
        </ol>
      ) : null}
      {search.get("before") || older ? (
        <nav className="row audit-pages" aria-label={copy.pagesLabel}>
          {search.get("before") ? <Link to={pageHref(query, null)}>{copy.newest}</Link> : null}
          {older ? <Link to={pageHref(query, older)}>{copy.older}</Link> : null}
        </nav>
      ) : null}
    </Page>
  );
}
