import { Link, useLocation } from "../router.tsx";
import { triageCopy } from "./triage-copy.ts";

/** The inbox's sections: inquiries, the audit log, erasure. */
export function TriageNav() {
  const { pathname } = useLocation();
  return (
    <nav className="triage-nav" aria-label={triageCopy.nav.label}>
      <Link to="/inbox" current={pathname === "/inbox" || pathname === "/inbox/inquiry"}>
        {triageCopy.nav.inbox}
      </Link>
      <Link to="/inbox/audit" current={pathname === "/inbox/audit"}>
        {triageCopy.nav.audit}
      </Link>
      <Link to="/inbox/erase" current={pathname === "/inbox/erase"}>
        {triageCopy.nav.erase}
      </Link>
    </nav>
  );
}
