import type {
  DealKind,
  DealStatus,
  OrganisationKind,
  PortalDeal,
  PortalGrant,
  PortalMembership,
  PortalOrganisation,
  PortalPerson,
  PortalRole,
} from "#common/portal-api.ts";
import { isoOf, isoOrNull } from "#server/store/sql.ts";

// The one place that knows the portal's row shapes on both databases: SQLite gives 0/1
// and ISO text, PostgreSQL booleans, Dates and bigint ids as text.

type Row = Record<string, unknown>;

export const DEAL_COLUMNS = "id, name, kind, status, terms_required, created_at, updated_at, archived_at";
export const ORGANISATION_COLUMNS = "id, name, kind, inquiry_id, created_at, updated_at, archived_at";
export const PERSON_COLUMNS = "id, email, name, created_at, updated_at";
export const GRANT_COLUMNS =
  "id, deal_id, organisation_id, granted_at, granted_by, ends_at, revoked_at, revoked_by";

export function dealFromRow(row: Row): PortalDeal {
  return {
    id: String(row.id),
    name: String(row.name),
    kind: String(row.kind) as DealKind,
    status: String(row.status) as DealStatus,
    termsRequired: Boolean(row.terms_required),
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
    archivedAt: isoOrNull(row.archived_at),
  };
}

export function organisationFromRow(row: Row): PortalOrganisation {
  return {
    id: String(row.id),
    name: String(row.name),
    kind: String(row.kind) as OrganisationKind,
    inquiryId: row.inquiry_id === null || row.inquiry_id === undefined ? null : String(row.inquiry_id),
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
    archivedAt: isoOrNull(row.archived_at),
  };
}

export function personFromRow(row: Row): PortalPerson {
  return {
    id: String(row.id),
    email: String(row.email),
    name: String(row.name),
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
  };
}

export function membershipFromRow(row: Row): PortalMembership {
  return {
    personId: String(row.user_id),
    organisationId: String(row.organisation_id),
    role: String(row.role) as PortalRole,
    delegate: Boolean(row.delegate),
    createdAt: isoOf(row.created_at),
  };
}

export function grantFromRow(row: Row, now: Date): PortalGrant {
  const endsAt = isoOrNull(row.ends_at);
  const revokedAt = isoOrNull(row.revoked_at);
  return {
    id: String(row.id),
    dealId: String(row.deal_id),
    organisationId: String(row.organisation_id),
    grantedAt: isoOf(row.granted_at),
    grantedBy: String(row.granted_by),
    endsAt,
    revokedAt,
    revokedBy: row.revoked_by === null ? null : String(row.revoked_by),
    live: revokedAt === null && (endsAt === null || Date.parse(endsAt) > now.getTime()),
  };
}
