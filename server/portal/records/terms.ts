import { createHash } from "node:crypto";
import type { StaffTermsView } from "#common/portal-person-api.ts";
import { isoOf, isUniqueViolation, type Sql } from "#server/store/sql.ts";
import { LIVE_GRANT } from "./content-sql.ts";
import type { PortalContent } from "./content-types.ts";

type Terms = Pick<PortalContent, "publishTerms" | "staffTerms" | "termsFor" | "acceptTerms">;

const NEWEST = `SELECT id, deal_id, version, body_md, body_html, published_at FROM portal_terms_versions
  WHERE deal_id = ? ORDER BY version DESC LIMIT 1`;

/** A deal's terms: versions published by staff, accepted by each person (newest version). */
export function portalTerms(sql: Sql): Terms {
  const newest = async (dealId: string) => (await sql.all(NEWEST, [dealId]))[0];

  const staffTerms: Terms["staffTerms"] = async (dealId, now) => {
    const [deal] = await sql.all("SELECT id FROM portal_deals WHERE id = ?", [dealId]);
    if (!deal) return "no_deal";
    const terms = await newest(dealId);
    if (!terms) return "no_terms";
    const acceptances = await sql.all(
      `SELECT p.id, p.name, p.email, tv.version, ta.accepted_at, ta.ip
       FROM portal_terms_versions tv
       JOIN portal_terms_acceptances ta ON ta.terms_version_id = tv.id
       JOIN portal_people p ON p.id = ta.user_id
       WHERE tv.deal_id = ? ORDER BY ta.accepted_at DESC, p.id`,
      [dealId],
    );
    // People with access now who have not accepted the newest version.
    const pending = await sql.all(
      `SELECT DISTINCT p.id, p.name, p.email FROM portal_grants g
       JOIN portal_memberships m ON m.organisation_id = g.organisation_id
       JOIN portal_people p ON p.id = m.user_id
       WHERE g.deal_id = ? AND ${LIVE_GRANT} AND NOT EXISTS (
         SELECT 1 FROM portal_terms_acceptances ta WHERE ta.user_id = p.id AND ta.terms_version_id = ?)
       ORDER BY p.name, p.id`,
      [dealId, now.toISOString(), terms.id as string | number],
    );
    return {
      dealId,
      version: Number(terms.version),
      bodyMd: String(terms.body_md),
      html: String(terms.body_html),
      publishedAt: isoOf(terms.published_at),
      acceptances: acceptances.map((row) => ({
        person: { id: String(row.id), name: String(row.name), email: String(row.email) },
        version: Number(row.version),
        acceptedAt: isoOf(row.accepted_at),
        ip: String(row.ip),
      })),
      pending: pending.map((row) => ({
        id: String(row.id),
        name: String(row.name),
        email: String(row.email),
      })),
    } satisfies StaffTermsView;
  };

  const insertVersion = async (dealId: string, bodyMd: string, html: string, actor: string, now: Date) =>
    sql.all(
      `INSERT INTO portal_terms_versions (deal_id, version, body_md, body_html, body_sha256, published_at, published_by)
       SELECT ?, coalesce(max(version), 0) + 1, ?, ?, ?, ?, ? FROM portal_terms_versions WHERE deal_id = ?`,
      [
        dealId,
        bodyMd,
        html,
        createHash("sha256").update(bodyMd).digest("hex"),
        now.toISOString(),
        actor,
        dealId,
      ],
    );

  return {
    async publishTerms(dealId, bodyMd, html, actor, now) {
      const [deal] = await sql.all("SELECT id FROM portal_deals WHERE id = ?", [dealId]);
      if (!deal) return "no_deal";
      try {
        await insertVersion(dealId, bodyMd, html, actor, now);
      } catch (error) {
        // Two staff published at once and took the same number: the later one goes next.
        if (!isUniqueViolation(error)) throw error;
        await insertVersion(dealId, bodyMd, html, actor, now);
      }
      return staffTerms(dealId, now);
    },
    staffTerms,

    async termsFor(personId, dealId) {
      const terms = await newest(dealId);
      if (!terms) return undefined;
      const [accepted] = await sql.all(
        "SELECT accepted_at FROM portal_terms_acceptances WHERE user_id = ? AND terms_version_id = ?",
        [personId, terms.id as string | number],
      );
      return {
        dealId,
        version: Number(terms.version),
        html: String(terms.body_html),
        publishedAt: isoOf(terms.published_at),
        acceptedAt: accepted ? isoOf(accepted.accepted_at) : null,
      };
    },

    async acceptTerms(personId, dealId, acceptance, now) {
      const terms = await newest(dealId);
      if (!terms) return "no_terms";
      // Only the newest version may be accepted: a page opened before a new version was
      // published accepts nothing and shows the new text.
      if (Number(terms.version) !== acceptance.version) return "stale_terms";
      await sql.all(
        `INSERT INTO portal_terms_acceptances (user_id, terms_version_id, accepted_at, ip, user_agent)
         VALUES (?, ?, ?, ?, ?) ON CONFLICT (user_id, terms_version_id) DO NOTHING`,
        [
          personId,
          terms.id as string | number,
          now.toISOString(),
          acceptance.ip,
          acceptance.userAgent?.slice(0, 512) ?? null,
        ],
      );
      return "accepted";
    },
  };
}
