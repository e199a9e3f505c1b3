import { describe, expect, it } from "vitest";
import { returnPath, signInFor } from "#app/staff/layout/paths.ts";

// Where signing in ends: only a staff screen of this same origin, whatever the link said.
describe("the screen signing in returns to", () => {
  it("is the staff screen asked for, with its query", () => {
    expect(returnPath("/inbox/audit?actor=ada%40ucp.example")).toBe("/inbox/audit?actor=ada%40ucp.example");
    expect(returnPath("/inbox/inquiry?status=all&id=42")).toBe("/inbox/inquiry?status=all&id=42");
    expect(returnPath("/inbox")).toBe("/inbox");
  });
  it("is nothing for another origin, another scheme or a path outside the staff app", () => {
    for (const hostile of [
      "https://evil.example/inbox",
      "//evil.example/inbox",
      "/\\evil.example/inbox",
      "\\\\evil.example",
      "javascript:alert(1)",
      "data:text/html,hi",
      "/inbox/../evil",
      "/inbox/%2e%2e/evil",
      "/inboxes",
      "/",
      "",
      "inbox/audit",
      "/inbox/api/export",
      "/inbox/sign-in?next=/inbox/audit",
    ])
      expect([hostile, returnPath(hostile)]).toEqual([hostile, null]);
    expect(returnPath(null)).toBeNull();
  });
  it("goes along to sign-in from any screen but the inbox itself", () => {
    expect(signInFor("/inbox/account")).toBe("/inbox/sign-in?next=%2Finbox%2Faccount");
    expect(signInFor("/inbox")).toBe("/inbox/sign-in");
  });
});
