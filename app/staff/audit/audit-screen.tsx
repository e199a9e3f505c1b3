import { type FormEvent, useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { InboxAuditPage } from "../../../common/inbox-api.ts";
import { utcTime } from "../../ui/dates.ts";
import { Page } from "../layout/page.tsx";
import { fetchAudit } from "./audit-api.ts";
import { auditCopy as copy } from "./audit-copy.ts";

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

function detailText(detail: unknown): string {
  if (detail === null || typeof detail !== "object") return "";
  return Object.entries(detail as Record<string, unknown>)
    .filter(([, value]) => value !== null && value !== false)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(", ");
}

/** The append-only audit log, newest first, filtered by person and dates held in the address. */
export function AuditScreen() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const query = search.toString();
  const [page, setPage] = useState<InboxAuditPage>();
  const [draft, setDraft] = useState({ actor: "", from: "", to: "" });
  useEffect(() => {
    const params = new URLSearchParams(query);
    setDraft({
      actor: params.get("actor") ?? "",
      from: params.get("from") ?? "",
      to: params.get("to") ?? "",
    });
    void fetchAudit(apiQuery(params)).then((answer) => answer.status === 200 && setPage(answer.body));
  }, [query]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const params = new URLSearchParams(Object.entries(draft).filter(([, value]) => value));
    navigate(`${AUDIT_PATH}${params.size ? `?${params}` : ""}`);
  };
  const field = (name: keyof typeof draft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  return (
    <Page heading={copy.heading} wide>
      <p>{copy.intro}</p>
      <form className="filters" onSubmit={submit}>
        <label>
          {copy.actor}
          <input type="email" {...field("actor")} />
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
      {page && page.entries.length === 0 ? <p>{copy.empty}</p> : null}
      {page && page.entries.length > 0 ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        <section className="table-scroll" tabIndex={0} aria-label={copy.heading}>
          <table className="audit">
            <thead>
              <tr>
                <th scope="col">{copy.columns.at}</th>
                <th scope="col">{copy.columns.actor}</th>
                <th scope="col">{copy.columns.event}</th>
                <th scope="col">{copy.columns.subject}</th>
                <th scope="col">{copy.columns.detail}</th>
              </tr>
            </thead>
            <tbody>
              {page.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{utcTime(entry.at)}</td>
                  <td>{entry.actorEmail ?? ""}</td>
                  <td>{copy.events[entry.event] ?? entry.event}</td>
                  <td>{entry.subject ?? ""}</td>
                  <td>{detailText(entry.detail)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {page?.nextBefore ? (
        <p>
          <button
            type="button"
            className="secondary"
            onClick={() => {
              const params = new URLSearchParams(query);
              params.set("before", page.nextBefore ?? "");
              navigate(`${AUDIT_PATH}?${params}`);
            }}
          >
            {copy.older}
          </button>
        </p>
      ) : null}
    </Page>
  );
}
