import { ORGANISATION_KINDS } from "#common/portal-api.ts";
import { RAISE_STAGES, type RaiseStage } from "#common/reporting-api.ts";
import type { InvestorCategory, RaiseTotals, SponsorRaise } from "#common/reporting-person-api.ts";
import { formatMoney } from "../engine/money.ts";
import type { EngagementRecord } from "../records/person-reads.ts";
import type { PositionRecord } from "../records/positions.ts";
import type { SettingsRecord } from "../records/settings.ts";
import { type CountedGroup, mergeSmallGroups } from "./raise-groups.ts";

const CATEGORIES = ORGANISATION_KINDS.filter(
  (kind): kind is InvestorCategory => kind !== "gp" && kind !== "project_sponsor",
);
const isInvestor = (kind: string): kind is InvestorCategory =>
  (CATEGORIES as readonly string[]).includes(kind);

interface Standing {
  stage: RaiseStage;
  amountMinor: bigint;
  category: InvestorCategory;
  name: string;
}

/** Soft circles standing; commitments including those funded; funded. */
function totalsOf(standings: Iterable<Standing>): { soft: bigint; committed: bigint; funded: bigint } {
  const sums = { soft: 0n, committed: 0n, funded: 0n };
  for (const { stage, amountMinor } of standings) {
    if (stage === "soft_circle") sums.soft += amountMinor;
    if (stage === "committed" || stage === "funded") sums.committed += amountMinor;
    if (stage === "funded") sums.funded += amountMinor;
  }
  return sums;
}

function groupBy<Key extends string>(
  standings: readonly Standing[],
  keys: readonly Key[],
  keyOf: (standing: Standing) => Key,
  amountOf: (standing: Standing) => bigint,
): CountedGroup<Key>[] {
  return keys.map((key) => {
    const members = standings.filter((standing) => keyOf(standing) === key);
    return { key, organisations: members.length, amountMinor: members.reduce((s, m) => s + amountOf(m), 0n) };
  });
}

/**
 * Where a sponsor's raise stands, from every position recorded on the deal (oldest first
 * per organisation): the totals now and at each day they changed, by stage and by investor
 * category (the amount of a category is what it committed), merged so that no group under
 * three organisations shows unless the deal shows names. Only investor organisations count.
 */
export function sponsorRaise(
  deal: { id: string; name: string },
  settings: SettingsRecord,
  history: readonly PositionRecord[],
  engagement: EngagementRecord,
): SponsorRaise {
  const money = (minor: bigint) => formatMoney(minor, settings.currency);
  const totals = (sums: ReturnType<typeof totalsOf>): RaiseTotals => ({
    softCircled: money(sums.soft),
    committed: money(sums.committed),
    funded: money(sums.funded),
  });
  const investing = history.filter((position) => isInvestor(position.organisationKind));
  const standingOf = (position: PositionRecord): Standing => ({
    stage: position.stage,
    amountMinor: position.amountMinor ?? 0n,
    category: position.organisationKind as InvestorCategory,
    name: position.organisationName,
  });
  const now = new Map<string, Standing>();
  for (const position of investing) now.set(position.organisationId, standingOf(position));
  const walk = new Map<string, Standing>();
  const overTime: SponsorRaise["overTime"] = [];
  const byDay = investing.map((position, index) => ({ position, index }));
  byDay.sort((a, b) => a.position.day.localeCompare(b.position.day) || a.index - b.index);
  byDay.forEach(({ position }, at) => {
    walk.set(position.organisationId, standingOf(position));
    if (byDay[at + 1]?.position.day !== position.day)
      overTime.push({ date: position.day, ...totals(totalsOf(walk.values())) });
  });
  const standings = [...now.values()];
  const committedOf = (s: Standing) => (s.stage === "committed" || s.stage === "funded" ? s.amountMinor : 0n);
  const byStage = groupBy(
    standings,
    RAISE_STAGES,
    (s) => s.stage,
    (s) => s.amountMinor,
  );
  const byCategory = groupBy(standings, CATEGORIES, (s) => s.category, committedOf);
  const shown = <Key extends string>(groups: CountedGroup<Key>[]) =>
    (settings.showInvestorNames ? groups.filter((g) => g.organisations > 0) : mergeSmallGroups(groups)).map(
      (group) => ({ key: group.key, organisations: group.organisations, amount: money(group.amountMinor) }),
    );
  return {
    dealId: deal.id,
    dealName: deal.name,
    currency: settings.currency,
    target: settings.targetMinor === null ? null : money(settings.targetMinor),
    totals: totals(totalsOf(standings)),
    byStage: shown(byStage),
    byCategory: shown(byCategory),
    overTime,
    engagement,
    investors: settings.showInvestorNames
      ? standings.map((s) => ({
          name: s.name,
          category: s.category,
          stage: s.stage,
          amount: s.stage === "prospect" || s.stage === "interested" ? null : money(s.amountMinor),
        }))
      : null,
  };
}
