// The reporting benchmark's history, as rows for seedPortal (portal-seed.ts) to insert in
// bulk beside the portal's population: per deal its settings, a position for every
// organisation granted it, 40 published calls and distributions over ten years with a share
// for each investor, and each investor's quarterly NAV for ten years. Organisation 1 is the
// GP (the sponsor); the others spread over the site's six investor categories.
import { dealId, orgId } from "./portal-seed.ts";

type Value = string | number | null;
interface Table {
  name: string;
  columns: string[];
  rows: Value[][];
}

export const SPONSOR = 1;
const CATEGORIES = [
  "pension_fund",
  "sovereign_wealth_fund",
  "endowment",
  "insurer",
  "family_office",
  "fund_of_funds",
];
const NOTICES = 40;
const QUARTERS = 40;
const FIRST_YEAR = 2016;

/** The kind of organisation `o`: the sponsor's GP, or one of the six categories in turn. */
export const kindOf = (o: number) => (o === SPONSOR ? "gp" : CATEGORIES[o % CATEGORIES.length]);

const day = (year: number, month: number, date: number) =>
  `${year}-${String(month).padStart(2, "0")}-${String(date).padStart(2, "0")}`;

/** The reporting rows for `grants` ([deal, organisation] numbers as portal-seed granted them). */
export function reportingPopulation(deals: number, grants: [number, number][]): Table[] {
  const at = new Date(Date.UTC(2026, 0, 1)).toISOString();
  const onDeal = new Map<number, number[]>();
  for (const [d, o] of grants) if (o !== SPONSOR) onDeal.set(d, [...(onDeal.get(d) ?? []), o]);
  const settings: Value[][] = [];
  const positions: Value[][] = [];
  const notices: Value[][] = [];
  const shares: Value[][] = [];
  const flows: Value[][] = [];
  for (let d = 0; d < deals; d++) {
    const deal = dealId(d);
    const investors = onDeal.get(d) ?? [];
    settings.push([deal, "USD", String(500_000_000_00n), at, "bench"]);
    const commitment = (o: number) => BigInt(1_000_000_00 + ((o * 7919 + d) % 50) * 100_000_00);
    investors.forEach((o, i) => {
      positions.push([
        deal,
        orgId(o),
        "soft_circle",
        String(commitment(o) / 2n),
        day(FIRST_YEAR - 1, 6, 1),
        at,
        "bench",
      ]);
      if (i % 5 !== 4)
        positions.push([
          deal,
          orgId(o),
          i % 3 === 0 ? "funded" : "committed",
          String(commitment(o)),
          day(FIRST_YEAR - 1, 9, 1),
          at,
          "bench",
        ]);
    });
    for (let n = 0; n < NOTICES; n++) {
      const id = `n${String(d * NOTICES + n).padStart(20, "0")}x`;
      const kind = n % 3 === 2 ? "distribution" : "call";
      const when = day(FIRST_YEAR + Math.floor(n / 4), (n % 4) * 3 + 2, 15);
      let total = 0n;
      for (const o of investors) {
        const amount = commitment(o) / 50n + BigInt(n);
        total += amount;
        shares.push([id, orgId(o), String(commitment(o)), String(amount)]);
        flows.push([
          deal,
          orgId(o),
          when,
          kind === "call" ? "contribution" : "distribution",
          String(amount),
          id,
          at,
          "bench",
        ]);
      }
      notices.push([
        id,
        deal,
        kind,
        when,
        kind === "call" ? when : null,
        String(total || 1n),
        kind === "call" ? "investment" : null,
        kind === "call" ? null : "income",
        "published",
        at,
        "bench",
        at,
        "bench",
      ]);
    }
    for (const o of investors)
      for (let q = 0; q < QUARTERS; q++) {
        const nav = commitment(o) / 4n + BigInt(q) * 1_000_00n;
        flows.push([
          deal,
          orgId(o),
          day(FIRST_YEAR + Math.floor(q / 4), (q % 4) * 3 + 3, q % 4 === 0 || q % 4 === 3 ? 31 : 30),
          "nav",
          String(nav),
          null,
          at,
          "bench",
        ]);
      }
  }
  return [
    {
      name: "reporting_settings",
      columns: ["deal_id", "currency", "target_minor", "updated_at", "updated_by"],
      rows: settings,
    },
    {
      name: "reporting_positions",
      columns: ["deal_id", "organisation_id", "stage", "amount_minor", "day", "recorded_at", "recorded_by"],
      rows: positions,
    },
    {
      name: "reporting_notices",
      columns: [
        "id",
        "deal_id",
        "kind",
        "day",
        "due_day",
        "total_minor",
        "purpose",
        "distribution_type",
        "status",
        "created_at",
        "created_by",
        "published_at",
        "published_by",
      ],
      rows: notices,
    },
    {
      name: "reporting_notice_shares",
      columns: ["notice_id", "organisation_id", "commitment_minor", "amount_minor"],
      rows: shares,
    },
    {
      name: "reporting_cash_flows",
      columns: [
        "deal_id",
        "organisation_id",
        "day",
        "kind",
        "amount_minor",
        "notice_id",
        "created_at",
        "created_by",
      ],
      rows: flows,
    },
  ];
}
