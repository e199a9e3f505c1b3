// The portal's records as the staff API sends and receives them (under /inbox/api/portal).
// Times are ISO 8601 strings in UTC; ids are opaque strings.

export const DEAL_KINDS = ["fund_raise", "project", "co_investment"] as const;
export type DealKind = (typeof DEAL_KINDS)[number];

export const DEAL_STATUSES = ["preparation", "marketing", "closed"] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];

/**
 * The site's investor categories (the "Investor Categories" of the network page), then a
 * GP or a project sponsor. "endowment" covers endowments and foundations.
 */
export const ORGANISATION_KINDS = [
  "pension_fund",
  "sovereign_wealth_fund",
  "endowment",
  "insurer",
  "family_office",
  "fund_of_funds",
  "gp",
  "project_sponsor",
] as const;
export type OrganisationKind = (typeof ORGANISATION_KINDS)[number];

export const PORTAL_ROLES = ["principal", "finance", "legal", "tax", "operations", "viewer"] as const;
export type PortalRole = (typeof PORTAL_ROLES)[number];

/** The most rows one list answer holds; `nextCursor` fetches the rest. */
export const PORTAL_PAGE_SIZE = 100;

export interface PortalDeal {
  id: string;
  name: string;
  kind: DealKind;
  status: DealStatus;
  termsRequired: boolean;
  createdAt: string;
  updatedAt: string;
  /** Archived: its access ended, it is offered in no choice, its history stays. */
  archivedAt: string | null;
}

export interface PortalOrganisation {
  id: string;
  name: string;
  kind: OrganisationKind;
  /** The inquiry it was created from, if any. */
  inquiryId: string | null;
  createdAt: string;
  updatedAt: string;
  /** Archived: its access ended, it is offered in no choice, its history stays. */
  archivedAt: string | null;
}

export interface PortalPerson {
  id: string;
  email: string;
  name: string;
  createdAt: string;
  updatedAt: string;
}

export interface PortalMembership {
  personId: string;
  organisationId: string;
  role: PortalRole;
  /** An outside helper (an accountant): reads, never writes. */
  delegate: boolean;
  createdAt: string;
}

export interface PortalGrant {
  id: string;
  dealId: string;
  organisationId: string;
  grantedAt: string;
  grantedBy: string;
  endsAt: string | null;
  revokedAt: string | null;
  revokedBy: string | null;
  /** Not revoked and not past its end date, when the answer was made. */
  live: boolean;
}

export interface PortalList<T> {
  items: T[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

export interface PortalOrganisationDetail extends PortalOrganisation {
  members: (PortalMembership & { person: Pick<PortalPerson, "id" | "email" | "name"> })[];
  grants: PortalGrant[];
}

/**
 * Where a person's way into the portal stands: never invited (or the link lapsed or was
 * withdrawn), invited, enrolled, waiting to enrol a new authenticator after a
 * second-factor reset, or revoked.
 */
export type PortalSignInStage = "not_invited" | "invited" | "enrolled" | "second_factor_reset" | "revoked";

export interface PortalSignInState {
  stage: PortalSignInStage;
  /** The open link (an invitation or a second-factor link): when sent, until when it works. */
  linkSentAt: string | null;
  linkExpiresAt: string | null;
  lastSignedInAt: string | null;
  revokedAt: string | null;
  /** Sessions that a revocation or a reset would end now. */
  sessions: number;
}

export interface PortalPersonDetail extends PortalPerson {
  memberships: (PortalMembership & { organisation: Pick<PortalOrganisation, "id" | "name" | "kind"> })[];
  /** Where their sign-in stands (the staff API always sends it). */
  signIn?: PortalSignInState;
}

/** Who has access to a deal: every grant (live and past) and the people the live ones reach. */
export interface PortalDealAccess {
  deal: PortalDeal;
  grants: (PortalGrant & { organisation: Pick<PortalOrganisation, "id" | "name" | "kind"> })[];
  people: {
    person: Pick<PortalPerson, "id" | "email" | "name">;
    organisationId: string;
    role: PortalRole;
    delegate: boolean;
  }[];
}

export interface DealInput {
  name: string;
  kind: DealKind;
  status: DealStatus;
  termsRequired?: boolean;
}

export interface OrganisationInput {
  name: string;
  kind: OrganisationKind;
  inquiryId?: string | null;
}

export interface PersonInput {
  email: string;
  name: string;
}

export interface MembershipInput {
  personId: string;
  role: PortalRole;
  delegate?: boolean;
}

export interface GrantInput {
  organisationId: string;
  /** ISO 8601 with a time zone; absent or null: no end date. */
  endsAt?: string | null;
}

/** Every refusal of the portal's staff API. */
export interface PortalApiError {
  code: string;
  message: string;
}
