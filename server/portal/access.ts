import type { AccessPath, PortalRecords } from "#server/portal/records/types.ts";
import { type PortalNeed, roleAllows, writes } from "./capabilities.ts";

/** Who is looking at a deal, and through which organisations (0021). */
export interface Viewer {
  personId: string;
  dealId: string;
  /** "view-as": staff previewing what the person sees; nothing may change. */
  mode: "self" | "view-as";
  /** Every organisation through which the person reaches the deal, live now. */
  organisations: AccessPath[];
  /** Those among them whose role (and delegation) allow the need: where an action acts. */
  through: string[];
}

export type AccessRefusal = "not_found" | "access_ended" | "terms_required" | "not_allowed" | "read_only";

export type AccessDecision =
  | { allowed: true; viewer: Viewer }
  | { allowed: false; status: 403 | 404; code: AccessRefusal };

export interface AccessQuestion {
  personId: string;
  dealId: string;
  need: PortalNeed;
  mode?: Viewer["mode"];
  /** The instant grants are judged at; now by default. */
  now?: Date;
}

const refuse = (status: 403 | 404, code: AccessRefusal): AccessDecision => ({ allowed: false, status, code });

/**
 * The portal's one access rule; deny by default. In order:
 * - no membership whose organisation has a live grant on the deal (none at all, revoked,
 *   past its end date, another organisation's deal, or no such deal): 404, the same
 *   answer whether the deal exists or not, so a guessed id tells nothing; except to a
 *   member of an organisation whose grant on it was revoked or ran out: 403 access_ended,
 *   which tells them only what they knew (the deal) and that their access has ended;
 * - the deal asks for terms and the newest version is not accepted: 403, except to read
 *   and accept the terms;
 * - no role among those memberships allows the need: 403, or 404 for a document type the
 *   role may not see (its existence is not told either);
 * - a need that acts for the organisation, through delegates' memberships only: 403;
 *   any change while staff view as the person: 403 read_only.
 * Grants are read on every call, so a revocation holds from the next request on.
 */
export async function decideAccess(
  records: Pick<PortalRecords, "accessPaths" | "accessEnded" | "termsState">,
  question: AccessQuestion,
): Promise<AccessDecision> {
  const { personId, dealId, need, mode = "self", now = new Date() } = question;
  // Both reads at once (on PostgreSQL, two connections instead of two rounds); the answer
  // still judges the paths first, so the terms decide nothing for a person without access.
  const [organisations, terms] = await Promise.all([
    records.accessPaths(personId, dealId, now),
    need.resource === "terms" ? undefined : records.termsState(personId, dealId),
  ]);
  if (organisations.length === 0)
    return (await records.accessEnded(personId, dealId, now))
      ? refuse(403, "access_ended")
      : refuse(404, "not_found");

  if (terms?.required && !terms.accepted) return refuse(403, "terms_required");

  const allowing = organisations.filter((path) => roleAllows(path.role, need));
  if (allowing.length === 0)
    return need.resource === "document" ? refuse(404, "not_found") : refuse(403, "not_allowed");

  const changes = writes(need) || (need.resource === "terms" && need.action === "accept");
  if (changes && mode === "view-as") return refuse(403, "read_only");
  const through = writes(need) ? allowing.filter((path) => !path.delegate) : allowing;
  if (through.length === 0) return refuse(403, "not_allowed");

  return {
    allowed: true,
    viewer: { personId, dealId, mode, organisations, through: through.map((path) => path.organisationId) },
  };
}
