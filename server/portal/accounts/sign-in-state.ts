import type { PortalSignInState } from "#common/portal-api.ts";
import type { AuthDatabase } from "#server/auth/database.ts";

const iso = (value: unknown): string | null =>
  value == null ? null : value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

interface StateRow {
  enrolled: unknown;
  revoked_at: unknown;
  passwords: unknown;
  link_at: unknown;
  link_until: unknown;
  purpose: unknown;
  used_at: unknown;
  signed_in: unknown;
  sessions: unknown;
}

/**
 * What the person screen shows and allows: the stage of the person's sign-in, the open
 * link's dates, and the last successful sign-in (from the audit log, which keeps it after
 * the session is gone).
 */
export async function signInState(
  db: AuthDatabase,
  personId: string,
  now = new Date(),
): Promise<PortalSignInState> {
  const [row] = await db.all<StateRow>(
    `SELECT u."twoFactorEnabled" AS enrolled, r.revoked_at AS revoked_at,
            (SELECT COUNT(*) FROM "portal_account" a
             WHERE a."userId" = p.id AND a."providerId" = 'credential') AS passwords,
            i.created_at AS link_at, i.expires_at AS link_until, i.purpose AS purpose, i.used_at AS used_at,
            (SELECT MAX(e.at) FROM staff_audit_events e
             WHERE e.person_id = p.id AND e.realm = 'portal' AND e.event = 'signed_in') AS signed_in,
            (SELECT COUNT(*) FROM "portal_session" s WHERE s."userId" = p.id) AS sessions
     FROM portal_people p
     LEFT JOIN "portal_user" u ON u."id" = p.id
     LEFT JOIN portal_revocations r ON r.user_id = p.id
     LEFT JOIN portal_invitations i ON i.id =
       (SELECT MAX(l.id) FROM portal_invitations l WHERE l.user_id = p.id)
     WHERE p.id = ?`,
    [personId],
  );
  const linkUntil = iso(row?.link_until);
  const open =
    row?.link_at != null &&
    row.used_at == null &&
    linkUntil !== null &&
    Date.parse(linkUntil) > now.getTime();
  const base = {
    linkSentAt: null as string | null,
    linkExpiresAt: null as string | null,
    lastSignedInAt: iso(row?.signed_in),
    revokedAt: iso(row?.revoked_at),
    sessions: Number(row?.sessions ?? 0),
  };
  if (!row) return { stage: "not_invited", ...base };
  if (row.revoked_at != null) return { stage: "revoked", ...base };
  if (row.enrolled === true || row.enrolled === 1) return { stage: "enrolled", ...base };
  const link = open ? { linkSentAt: iso(row.link_at), linkExpiresAt: linkUntil } : {};
  if (row.purpose === "second_factor" && Number(row.passwords) > 0)
    return { stage: "second_factor_reset", ...base, ...link };
  return { stage: open ? "invited" : "not_invited", ...base, ...link };
}
