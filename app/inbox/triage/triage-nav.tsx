import { Link } from "../router.tsx";
import { triageCopy } from "./triage-copy.ts";

/** The inbox's sections: inquiries, the audit log, erasure. */
export function TriageNav() {
  return (
    <nav className="triage-nav" aria-label={triageCopy.nav.label}>
      <Link to="/inbox">{triageCopy.nav.inbox}</Link>
      <Link to="/inbox/audit">{triageCopy.nav.audit}</Link>
      <Link to="/inbox/erase">{triageCopy.nav.erase}</Link>
    </nav>
  );
}
