import type { ReactNode } from "react";
import { Link, useLocation, useParams } from "react-router";
import { useFocusOnMount } from "#app/staff/portal/use-focus-on-mount.ts";
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

/** One part of a deal's reporting: its heading, which takes focus when the part opens, then the parts. */
export function ReportingScreen({
  id,
  heading,
  children,
}: {
  id: string;
  heading: ReactNode;
  children: ReactNode;
}) {
  const ref = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section aria-labelledby={id} className="reporting">
      <h2 id={id} ref={ref} tabIndex={-1}>
        {heading}
      </h2>
      <ReportingNav />
      {children}
    </section>
  );
}
