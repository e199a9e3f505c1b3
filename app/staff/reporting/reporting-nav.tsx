import { Link, useLocation, useParams } from "react-router";
import { reportingHref } from "./reporting-client.ts";
import { reportingCopy as copy } from "./reporting-copy.ts";

const PARTS = [
  ["", copy.nav.overview],
  ["/valuations", copy.nav.valuations],
  ["/imports", copy.nav.imports],
] as const;

/** The parts of a deal's reporting, each its own address. */
export function ReportingNav() {
  const { recordId = "" } = useParams();
  const pathname = useLocation().pathname.replace(/\/+$/, "");
  return (
    <nav aria-label={copy.nav.label}>
      <ul className="tabs">
        {PARTS.map(([suffix, label]) => {
          const current = pathname === reportingHref(recordId, suffix) ? "page" : undefined;
          return (
            <li key={suffix} aria-current={current}>
              <Link to={reportingHref(recordId, suffix)} aria-current={current} preventScrollReset>
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
