import type {
  DealInput,
  GrantInput,
  MembershipInput,
  OrganisationInput,
  PersonInput,
  PortalDeal,
  PortalDealAccess,
  PortalGrant,
  PortalList,
  PortalMembership,
  PortalOrganisation,
  PortalOrganisationDetail,
  PortalPerson,
  PortalPersonDetail,
  PortalRole,
} from "#common/portal-api.ts";
import type { PortalContent } from "./content-types.ts";
import type { PortalNotices } from "./notices.ts";
import type { PortalRecordUndo } from "./record-undo.ts";
import type { PortalUpdateChanges } from "./update-changes.ts";

/** One page of a list, in name order: after `after` (the last row of the previous page). */
export interface ListPage {
  after: { name: string; id: string } | null;
  /** Part of the name (or, for people, of the e-mail address), any letter case. */
  words: string | null;
  limit: number;
  /** Archived records left out (the pickers offer only records one can still use). */
  activeOnly?: boolean;
}

/** How a person reaches a deal: one membership whose organisation has a live grant on it. */
export interface AccessPath {
  organisationId: string;
  role: PortalRole;
  delegate: boolean;
}

export type Refusal = "duplicate" | "no_deal" | "no_organisation" | "no_person" | "no_inquiry" | "archived";

/**
 * The portal's records (0022, 0033): what staff create and link, and what the access rule
 * reads. Two implementations of one SQL text (SQLite, PostgreSQL) behave the same.
 * `actor` is the staff member's id; `now` is passed in so that "live" means the same
 * instant in every query of a request.
 */
export interface PortalRecords extends PortalContent, PortalRecordUndo, PortalUpdateChanges {
  listDeals(page: ListPage): Promise<PortalList<PortalDeal>>;
  getDeal(id: string): Promise<PortalDeal | undefined>;
  createDeal(input: DealInput, actor: string, now: Date): Promise<PortalDeal>;
  updateDeal(id: string, input: Partial<DealInput>, now: Date): Promise<PortalDeal | undefined>;

  listOrganisations(page: ListPage): Promise<PortalList<PortalOrganisation>>;
  getOrganisation(id: string, now: Date): Promise<PortalOrganisationDetail | undefined>;
  createOrganisation(
    input: OrganisationInput,
    actor: string,
    now: Date,
  ): Promise<PortalOrganisation | Refusal>;
  updateOrganisation(
    id: string,
    input: Partial<OrganisationInput>,
    now: Date,
  ): Promise<PortalOrganisation | Refusal | undefined>;

  listPeople(page: ListPage): Promise<PortalList<PortalPerson>>;
  getPerson(id: string): Promise<PortalPersonDetail | undefined>;
  createPerson(input: PersonInput, actor: string, now: Date): Promise<PortalPerson | Refusal>;
  updatePerson(
    id: string,
    input: Partial<PersonInput>,
    now: Date,
  ): Promise<PortalPerson | Refusal | undefined>;

  addMembership(
    organisationId: string,
    input: MembershipInput,
    actor: string,
    now: Date,
  ): Promise<PortalMembership | Refusal>;
  /** False when there was no such membership. */
  removeMembership(organisationId: string, personId: string): Promise<boolean>;

  giveGrant(dealId: string, input: GrantInput, actor: string, now: Date): Promise<PortalGrant | Refusal>;
  /** Undefined for an unknown grant (or one of another deal); "revoked" when it already was. */
  revokeGrant(
    dealId: string,
    grantId: string,
    actor: string,
    now: Date,
  ): Promise<PortalGrant | "revoked" | undefined>;
  dealAccess(dealId: string, now: Date): Promise<PortalDealAccess | undefined>;

  /** The access rule's one query: every path from the person to the deal, live at `now`. */
  accessPaths(personId: string, dealId: string, now: Date): Promise<AccessPath[]>;
  /** Whether the person once reached the deal through a grant that is no longer live. */
  accessEnded(personId: string, dealId: string, now: Date): Promise<boolean>;
  /** Whether the deal asks for terms and the person accepted its newest version. */
  termsState(personId: string, dealId: string): Promise<{ required: boolean; accepted: boolean }>;

  /** The portal's own mail: update and answer notices, daily digests. */
  notices: PortalNotices;

  close(): Promise<void>;
}
