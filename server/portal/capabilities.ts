import { createAccessControl } from "better-auth/plugins/access";
import type { PortalRole } from "#common/portal-api.ts";

/** The data room's document types, so each role's reach is one table. */
export const DOCUMENT_TYPES = [
  "capital_call_notice",
  "distribution_notice",
  "quarterly_report",
  "capital_account_statement",
  "tax_document",
  "legal_document",
  "data_room",
  "other",
] as const;

/** Everything a person can do on a deal, by resource. */
const statements = {
  deal: ["read"],
  update: ["read"],
  question: ["read", "ask"],
  terms: ["read", "accept"],
  document: DOCUMENT_TYPES,
  /**
   * The deal's figures: an organisation's capital account and its export ("account"), its
   * call and distribution notices ("notices"), the approved bank details printed on them
   * ("bank_details", kept apart so that a role can see a notice without where to pay), and
   * a sponsor's view of its raise ("raise", further limited to sponsor organisations).
   */
  reporting: ["account", "notices", "bank_details", "raise"],
} as const;

export type PortalResource = keyof typeof statements;
/** One thing a person asks to do on a deal: `{ resource: "question", action: "ask" }`. */
export type PortalNeed = {
  [R in PortalResource]: { resource: R; action: (typeof statements)[R][number] };
}[PortalResource];

/**
 * Acts for the organisation, so a delegate (an outside accountant) may not, whatever the
 * role. Accepting terms is the person's own undertaking, not the organisation's: a
 * delegate accepts them like anyone else before reading.
 */
export function writes(need: PortalNeed): boolean {
  return need.resource === "question" && need.action === "ask";
}

const control = createAccessControl(statements);
const everyone = { deal: ["read"], update: ["read"], terms: ["read", "accept"] } as const;
const allFigures = { reporting: ["account", "notices", "bank_details", "raise"] } as const;

/**
 * Each role's capabilities. Everyone reads the deal, its updates and the questions;
 * everyone but a viewer asks. Documents by type: tax documents go to tax and principal
 * (who file them), statements of account to the people who reconcile them. The figures go
 * to the people who pay calls and book them (principal, finance, operations) and to tax
 * without the bank details, which only those who pay need; legal and viewer see none.
 */
export const ROLE_CAPABILITIES = {
  principal: control.newRole({
    ...everyone,
    ...allFigures,
    question: ["read", "ask"],
    document: DOCUMENT_TYPES,
  }),
  finance: control.newRole({
    ...everyone,
    ...allFigures,
    question: ["read", "ask"],
    document: [
      "capital_call_notice",
      "distribution_notice",
      "quarterly_report",
      "capital_account_statement",
      "data_room",
      "other",
    ],
  }),
  legal: control.newRole({
    ...everyone,
    question: ["read", "ask"],
    document: ["legal_document", "quarterly_report", "data_room", "other"],
  }),
  tax: control.newRole({
    ...everyone,
    reporting: ["account", "notices", "raise"],
    question: ["read", "ask"],
    document: [
      "tax_document",
      "capital_account_statement",
      "distribution_notice",
      "quarterly_report",
      "data_room",
      "other",
    ],
  }),
  operations: control.newRole({
    ...everyone,
    ...allFigures,
    question: ["read", "ask"],
    document: ["capital_call_notice", "distribution_notice", "quarterly_report", "data_room", "other"],
  }),
  viewer: control.newRole({
    ...everyone,
    question: ["read"],
    document: ["quarterly_report", "data_room", "other"],
  }),
} satisfies Record<PortalRole, unknown>;

/** Whether the role allows the need (ignoring delegation, which access.ts applies). */
export function roleAllows(role: PortalRole, need: PortalNeed): boolean {
  const request = { [need.resource]: [need.action] } as Parameters<
    (typeof ROLE_CAPABILITIES)[PortalRole]["authorize"]
  >[0];
  return ROLE_CAPABILITIES[role].authorize(request).success;
}
