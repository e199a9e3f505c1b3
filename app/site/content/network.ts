import type { InvestorCategory, Region } from "./types.ts";

export const NETWORK = {
  intro: {
    eyebrow: "Investor Relationships",
    title: "Our Network",
    lead: "Relationships with institutional and private investors across four regions, built to match each opportunity with the capital best suited to it.",
  },
  regionsTitle: "Regional Reach",
  keyInvestorTypesLabel: "Key investor types",
  regions: [
    {
      name: "North America",
      description:
        "Deep pools of institutional capital with established allocations to private markets and growing interest in emerging-market exposure.",
      keyInvestorTypes: [
        "Pension funds",
        "Endowments & foundations",
        "Insurance companies",
        "Family offices",
      ],
    },
    {
      name: "Europe",
      description:
        "Our home region: long-standing institutional investors and development finance institutions with mandates across emerging markets.",
      keyInvestorTypes: [
        "Pension funds",
        "Development finance institutions",
        "Family offices",
        "Fund of funds",
      ],
    },
    {
      name: "Middle East",
      description:
        "Sovereign and private capital with long investment horizons and an active interest in infrastructure and real assets.",
      keyInvestorTypes: ["Sovereign wealth funds", "Family offices", "UHNWI"],
    },
    {
      name: "Asia",
      description:
        "Fast-growing institutional and private wealth seeking diversified exposure across regions and asset classes.",
      keyInvestorTypes: ["Sovereign wealth funds", "Insurance companies", "Family offices", "UHNWI"],
    },
  ] satisfies Region[],
  banner: {
    title: "A Truly Global Perspective",
    text: "Headquartered in Europe, with expertise in Asia, Africa and Latin America, we bring investors and opportunities together across time zones, jurisdictions and asset classes.",
  },
  categoriesTitle: "Investor Categories",
  categoriesLead: "Typical commitment ranges by investor category.",
  commitmentLabel: "Typical commitment",
  categories: [
    {
      name: "Pension Funds",
      description: "Long-horizon investors seeking stable, diversified returns for their beneficiaries.",
      commitmentRange: "$50M - $10B+",
    },
    {
      name: "Sovereign Wealth Funds",
      description: "State-owned investors with multi-generational horizons and strategic mandates.",
      commitmentRange: "$100M - $15B+",
    },
    {
      name: "Endowments & Foundations",
      description: "Mission-driven capital balancing long-term growth with spending needs.",
      commitmentRange: "$10M - $500M+",
    },
    {
      name: "Insurance Companies",
      description: "Liability-driven investors focused on predictable, risk-adjusted income.",
      commitmentRange: "$25M - $1B+",
    },
    {
      name: "Family Offices",
      description: "Private wealth with flexible mandates and the ability to move decisively.",
      commitmentRange: "$5M - $200M+",
    },
    {
      name: "Fund of Funds",
      description: "Diversified allocators providing access across managers and strategies.",
      commitmentRange: "$10M - $500M+",
    },
  ] satisfies InvestorCategory[],
} as const;
