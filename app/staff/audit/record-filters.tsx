import { Link } from "react-router";
import type { InboxAuditEntry } from "#common/inbox-api.ts";
import { auditCopy as copy } from "./audit-copy.ts";
import { AUDIT_RECORDS } from "./audit-loader.ts";

/**
 * The portal records the log is read by (a deal, an organisation, a person: links from their
 * screens put them in the address), each named, with a link that drops it from the reading.
 */
export function RecordFilters({
  search,
  entries,
  path,
}: {
  search: URLSearchParams;
  entries: InboxAuditEntry[];
  path: string;
}) {
  const chosen = AUDIT_RECORDS.flatMap((kind) => {
    const id = search.get(kind);
    if (!id) return [];
    const name = entries.find((entry) => entry[kind]?.id === id)?.[kind]?.name ?? id;
    const rest = new URLSearchParams(search);
    rest.delete(kind);
    rest.delete("before");
    return [{ kind, name, href: rest.size ? `${path}?${rest}` : path }];
  });
  if (chosen.length === 0) return null;
  return (
    <section className="record-filters" aria-label={copy.records.label}>
      <h2 className="visually-hidden">{copy.records.label}</h2>
      <ul className="plain">
        {chosen.map(({ kind, name, href }) => (
          <li key={kind}>
            {copy.records[kind]}: <bdi className="who">{name}</bdi>{" "}
            <Link to={href} aria-label={copy.records.remove(copy.records[kind], name)}>
              {copy.records.removeText}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
