import type { ReactNode } from "react";
import { Link } from "react-router";
import { portalCopy as copy } from "../portal-copy.ts";

/** A record's facts as a list of terms, then "Edit" and its audit log entries. */
export function RecordFacts({
  label,
  facts,
  editHref,
  auditHref,
}: {
  label: string;
  facts: [string, ReactNode][];
  editHref: string;
  auditHref: string;
}) {
  return (
    <>
      <dl className="fields" aria-label={label}>
        {facts.map(([term, value]) => (
          <div key={term} className="fact">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="row">
        <Link className="button secondary" to={editHref}>
          {copy.edit}
        </Link>
        <Link to={auditHref}>{copy.auditLink}</Link>
      </p>
    </>
  );
}
