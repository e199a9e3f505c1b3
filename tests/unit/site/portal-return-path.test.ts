import { describe, expect, it } from "vitest";
import { returnPath, signInFor } from "#app/portal/layout/paths.ts";

// Where a portal sign-in ends: only a portal screen of this same origin, whatever the link
// said; never the public page /portal, the staff's inbox or the API.
describe("the portal screen signing in returns to", () => {
  it("is the screen asked for, with its query", () => {
    expect(returnPath("/portal/deals/abc/updates/u1")).toBe("/portal/deals/abc/updates/u1");
    expect(returnPath("/portal/account?x=1")).toBe("/portal/account?x=1");
    expect(returnPath("/portal/")).toBe("/portal/");
  });
  it("is nothing for another origin, the public page, the staff app or the API", () => {
    for (const hostile of [
      "https://evil.example/portal/",
      "//evil.example/portal/",
      "/\\evil.example/portal/",
      "javascript:alert(1)",
      "/portal/../inbox",
      "/portal/%2e%2e/inbox",
      "/portal",
      "/portals/x",
      "/inbox",
      "/inbox/account",
      "",
      "portal/account",
      "/portal/api/home",
      "/portal/sign-in?next=/portal/account",
    ])
      expect([hostile, returnPath(hostile)]).toEqual([hostile, null]);
    expect(returnPath(undefined)).toBeNull();
  });
  it("goes along to sign-in from any screen but home", () => {
    expect(signInFor("/portal/deals/abc")).toBe("/portal/sign-in?next=%2Fportal%2Fdeals%2Fabc");
    expect(signInFor("/portal/")).toBe("/portal/sign-in");
  });
});
