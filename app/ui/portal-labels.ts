import type { DealKind, DealStatus, OrganisationKind, PortalRole } from "#common/portal-api.ts";
import type { CallPurpose, DistributionType, RaiseStage } from "#common/reporting-api.ts";

/** The words for the portal's fixed choices, the same in the staff's screens and the portal's. */
export const portalLabels = {
  dealKinds: {
    fund_raise: "Fund raise",
    project: "Project",
    co_investment: "Co-investment",
  } satisfies Record<DealKind, string>,
  dealStatuses: {
    preparation: "In preparation",
    marketing: "Marketing",
    closed: "Closed",
  } satisfies Record<DealStatus, string>,
  organisationKinds: {
    pension_fund: "Pension fund",
    sovereign_wealth_fund: "Sovereign wealth fund",
    endowment: "Endowment or foundation",
    insurer: "Insurer",
    family_office: "Family office",
    fund_of_funds: "Fund of funds",
    gp: "General partner (GP)",
    project_sponsor: "Project sponsor",
  } satisfies Record<OrganisationKind, string>,
  roles: {
    principal: "Principal",
    finance: "Finance",
    legal: "Legal",
    tax: "Tax",
    operations: "Operations",
    viewer: "Viewer",
  } satisfies Record<PortalRole, string>,
  raiseStages: {
    prospect: "Prospect",
    interested: "Interested",
    soft_circle: "Soft circle",
    committed: "Committed",
    funded: "Funded",
    declined: "Declined",
  } satisfies Record<RaiseStage, string>,
  callPurposes: { investment: "Investment", fees: "Fees", expenses: "Expenses" } satisfies Record<
    CallPurpose,
    string
  >,
  distributionTypes: {
    return_of_capital: "Return of capital",
    income: "Income",
    gain: "Gain",
  } satisfies Record<DistributionType, string>,
} as const;
