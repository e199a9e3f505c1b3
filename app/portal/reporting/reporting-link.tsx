import { Link } from "react-router";
import type { PortalRole } from "#common/portal-api.ts";
import { dealPath } from "../layout/paths.ts";
import { reportingContent } from "./reporting-content.ts";

// Legal and viewer roles see no figures; the server refuses them, so no link is offered.
const SEES_FIGURES: readonly PortalRole[] = ["principal", "finance", "operations", "tax"];

/** The deal page's way to its reporting, for the roles that may read it. */
export function ReportingLink({ dealId, roles }: { dealId: string; roles: readonly PortalRole[] }) {
  if (!roles.some((role) => SEES_FIGURES.includes(role))) return null;
  return (
    <span>
      <Link to={`${dealPath(dealId)}/reporting`}>{reportingContent.link}</Link>
    </span>
  );
}
