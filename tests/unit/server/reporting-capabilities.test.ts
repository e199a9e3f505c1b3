import { describe, expect, it } from "vitest";
import { PORTAL_ROLES } from "#common/portal-api.ts";
import { roleAllows } from "#server/portal/capabilities.ts";

const ACTIONS = ["account", "notices", "bank_details", "raise"] as const;

describe("who sees the figures", () => {
  it("gives the figures to those who pay and book, tax without bank details, legal and viewer nothing", () => {
    const seen = Object.fromEntries(
      PORTAL_ROLES.map((role) => [
        role,
        ACTIONS.filter((action) => roleAllows(role, { resource: "reporting", action })),
      ]),
    );
    expect(seen).toEqual({
      principal: ["account", "notices", "bank_details", "raise"],
      finance: ["account", "notices", "bank_details", "raise"],
      operations: ["account", "notices", "bank_details", "raise"],
      tax: ["account", "notices", "raise"],
      legal: [],
      viewer: [],
    });
  });
});
