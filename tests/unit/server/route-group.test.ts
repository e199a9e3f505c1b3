import { describe, expect, it } from "vitest";
import { routeGroup, signInRealm } from "#server/ops/metrics/route-group.ts";

// The route groups an operator's dashboard shows apart.

describe("route groups of the metrics", () => {
  it.each([
    ["POST", "/rest/v1/contact_submissions", "insert"],
    ["POST", "/contact", "insert"],
    ["GET", "/contact", "site"],
    ["GET", "/about-us", "site"],
    ["GET", "/inbox", "inbox"],
    ["GET", "/inbox/api/inquiries?status=new", "inbox"],
    ["GET", "/inbox/api/portal/deals", "portal"],
    ["PUT", "/inbox/api/portal/deals/d1/documents?name=a.pdf", "dataroom"],
    ["GET", "/portal/api/deals/d1/documents/x/pages/2?sig=abc", "dataroom"],
    ["GET", "/portal/api/deals/d1/updates", "portal"],
    ["GET", "/portal/", "portal"],
    ["GET", "/portal", "portal"],
  ])("%s %s is %s", (method, url, group) => {
    expect(routeGroup(method, url)).toBe(group);
  });

  it("tells staff's sign-in from the portal's, and other routes from both", () => {
    expect(signInRealm("/inbox/api/auth/sign-in/email")).toBe("staff");
    expect(signInRealm("/portal/api/auth/two-factor/verify-totp")).toBe("portal");
    expect(signInRealm("/inbox/api/inquiries")).toBeUndefined();
  });
});
