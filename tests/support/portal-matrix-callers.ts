// The kinds of caller the access matrix tries every portal route with and
// what each one gets by the route's access rule. A row of the matrix states its own
// exceptions (a staff route's success status, a role that may not ask); the rest follows
// from who the caller is.
import type { PortalRouteAccess } from "#server/portal/route-table.ts";

export const ROLE_CALLERS = [
  "principal",
  "finance",
  "legal",
  "tax",
  "operations",
  "viewer",
  /** A finance member marked delegate (an outside accountant): reads, never acts. */
  "delegate",
] as const;
export type RoleCaller = (typeof ROLE_CALLERS)[number];

/** People with both factors who reach no deal route's deal, each for a reason of its own. */
export const OUTSIDERS = ["other organisation", "after end date"] as const;

export const CALLERS = [
  "no session",
  "staff password",
  "staff",
  "person password",
  "revoked person",
  ...OUTSIDERS,
  /** A finance member on the deal who has not accepted its terms yet. */
  "terms pending",
  ...ROLE_CALLERS,
] as const;
export type Caller = (typeof CALLERS)[number];

/** The status a caller gets, and the refusal's code where it is one. */
export interface Outcome {
  status: number;
  code?: string;
}

/** What a caller gets from the portal sign-in's own routes, by how far its session got. */
export type SessionOutcomes = Record<
  "none" | "staff password" | "staff" | "password" | "full" | "revoked",
  number
>;

export interface MatrixRow<Ids> {
  access: PortalRouteAccess;
  /** The request's path; where it differs per caller (a page address signed for them), by caller. */
  path(ids: Ids, caller: Caller): string;
  body?: (ids: Ids) => unknown;
  /** Raw bytes instead of a JSON body (the data room's uploads). */
  file?: boolean;
  /** One file sent as multipart/form-data (the administrator's file). */
  form?: (ids: Ids) => { name: string; bytes: Uint8Array };
  /** What a staff member with both factors gets (staff routes; 200 unless said). */
  staff?: number;
  /** What a person the route allows gets (person and deal routes; 200 unless said). */
  person?: number;
  /** Per role, where the role or delegation limits the route (deal routes). */
  roles?: Partial<Record<RoleCaller, Outcome>>;
  /** The deal's terms themselves: open before they are accepted. */
  terms?: boolean;
  /** Changes what the caller may reach (accepting terms): tried after the caller's other rows. */
  last?: boolean;
  /** The sign-in's own routes: by session, each applying its own rules. */
  sessions?: SessionOutcomes;
}

const UNAUTHENTICATED: Outcome = { status: 401, code: "unauthenticated" };
const SECOND_FACTOR: Outcome = { status: 403, code: "second_factor_required" };
const NOT_FOUND: Outcome = { status: 404, code: "not_found" };

function sessionOf(caller: Caller): keyof SessionOutcomes {
  switch (caller) {
    case "no session":
      return "none";
    case "staff password":
    case "staff":
      return caller;
    case "person password":
      return "password";
    case "revoked person":
      return "revoked";
    default:
      return "full";
  }
}

const ACCESS_ENDED: Outcome = { status: 403, code: "access_ended" };

/** The outcome each caller gets, by the route's access rule and the row's exceptions. */
export function expectedOutcome<Ids>(row: MatrixRow<Ids>, caller: Caller): Outcome {
  const session = sessionOf(caller);
  if (row.sessions) return { status: row.sessions[session] };
  if (row.access === "none") return NOT_FOUND;
  if (row.access === "staff") {
    if (session === "staff") return { status: row.staff ?? 200 };
    return session === "staff password" ? SECOND_FACTOR : UNAUTHENTICATED;
  }
  if (session === "password") return SECOND_FACTOR;
  if (session !== "full") return UNAUTHENTICATED;
  const allowed = { status: row.person ?? 200 };
  if (row.access === "person") return allowed;
  // A member whose organisation's access ran out is told so; a stranger learns nothing.
  if (caller === "after end date") return ACCESS_ENDED;
  if ((OUTSIDERS as readonly string[]).includes(caller)) return NOT_FOUND;
  if (caller === "terms pending") return row.terms ? allowed : { status: 403, code: "terms_required" };
  return row.roles?.[caller as RoleCaller] ?? allowed;
}
