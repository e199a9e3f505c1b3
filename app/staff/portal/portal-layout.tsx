import { Link, Outlet, useLocation } from "react-router";
import { portalCopy as copy, type RecordKind } from "./portal-copy.ts";
import { WaitingSummary } from "./questions/waiting-questions.tsx";
import "./portal.css";

const KINDS: RecordKind[] = ["deals", "organisations", "people"];

/** Every portal screen: the way between deals, organisations and people, then the screen. */
export function PortalLayout() {
  const pathname = useLocation().pathname;
  return (
    <>
      <nav className="portal-nav" aria-label={copy.sectionsLabel}>
        <ul>
          {KINDS.map((kind) => {
            const to = `/inbox/portal/${kind}`;
            const current = pathname === to || pathname.startsWith(`${to}/`);
            return (
              <li key={kind}>
                <Link to={to} aria-current={current ? "page" : undefined}>
                  {copy.sections[kind]}
                </Link>
              </li>
            );
          })}
        </ul>
        <WaitingSummary />
      </nav>
      <Outlet />
    </>
  );
}
