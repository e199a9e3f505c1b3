import { describe, expect, it } from "vitest";
import { ABOUT } from "#app/site/content/about.ts";
import { CONTACT, INQUIRY_TYPES, SIZE_RANGES } from "#app/site/content/contact.ts";
import { HOME } from "#app/site/content/home.ts";
import { NAV_ITEMS } from "#app/site/content/navigation.ts";
import { NETWORK } from "#app/site/content/network.ts";
import { PORTAL } from "#app/site/content/portal.ts";
import { SERVICES_PAGE } from "#app/site/content/services.ts";
import { settings } from "#app/site/content/settings.ts";

// The fixed lists and texts of docs/requirements.md, word for word.
describe("content invariants", () => {
  it("has the six nav items in the fixed order, with exact labels and paths", () => {
    expect(NAV_ITEMS.map(({ name, path }) => [name, path])).toEqual([
      ["Home", "/"],
      ["About Us", "/about-us"],
      ["Services", "/services"],
      ["Our Network", "/our-network"],
      ["Contact", "/contact"],
      ["GP/LP Portal", "/portal"],
    ]);
  });

  it("has Home's exact headings, labels and link targets", () => {
    expect(HOME.hero.title).toBe("Precision Capital. Global Perspective.");
    expect(HOME.hero.cta).toEqual({ label: "Discover UCP", to: "/about-us" });
    expect(HOME.impact.title).toBe("Strategic Capital. Global Impact.");
    expect(HOME.difference.title).toBe("The UCP Difference");
    expect(HOME.closing).toMatchObject({ label: "Explore Our Story", to: "/about-us" });
  });

  it("has the three UCP Difference cards", () => {
    expect(HOME.difference.cards.map((card) => card.title)).toEqual([
      "Value Creation Focus",
      "Structured Accountability",
      "Full-Cycle Engagement",
    ]);
    for (const card of HOME.difference.cards) expect(card.description.length).toBeGreaterThan(40);
  });

  it("has five values and the leadership heading on About Us", () => {
    expect(ABOUT.values.items).toHaveLength(5);
    expect(new Set(ABOUT.values.items.map((value) => value.title)).size).toBe(5);
    expect(ABOUT.leadership.title).toBe("Meet Our Leadership");
    expect(ABOUT.vision.title).toBe("Executive Vision");
  });

  it("has two founding partners with every field a card needs", () => {
    expect(settings.leaders).toHaveLength(2);
    for (const leader of settings.leaders) {
      expect(leader.title).toBe("Founding Partner");
      expect(leader.name).not.toBe("");
      expect(leader.bio.length).toBeGreaterThan(80);
      expect(leader.linkedin).toMatch(/^https:\/\/(www\.)?linkedin\.com\//);
      expect(leader.imagePlaceholder).not.toBe("");
    }
  });

  it("has the six services with a description and an icon each, then 'Partner With UCP'", () => {
    expect(SERVICES_PAGE.services.map((service) => service.title)).toEqual([
      "Strategic Capital Advisory",
      "Investment Structuring & SPV",
      "Global Capital Placement",
      "Due Diligence & Deal Execution",
      "Cross-Border Expertise",
      "LP Relationship & Compliance",
    ]);
    expect(new Set(SERVICES_PAGE.services.map((service) => service.icon)).size).toBe(6);
    expect(SERVICES_PAGE.cta).toMatchObject({ label: "Partner With UCP", to: "/contact" });
  });

  it("has the four regions, each with a description and key investor types", () => {
    expect(NETWORK.regions.map((region) => region.name)).toEqual([
      "North America",
      "Europe",
      "Middle East",
      "Asia",
    ]);
    for (const region of NETWORK.regions) {
      expect(region.description).not.toBe("");
      expect(region.keyInvestorTypes.length).toBeGreaterThan(0);
    }
    expect(NETWORK.banner.title).toBe("A Truly Global Perspective");
  });

  it("has the six investor categories with their fixed commitment ranges", () => {
    expect(NETWORK.categories.map(({ name, commitmentRange }) => [name, commitmentRange])).toEqual([
      ["Pension Funds", "$50M - $10B+"],
      ["Sovereign Wealth Funds", "$100M - $15B+"],
      ["Endowments & Foundations", "$10M - $500M+"],
      ["Insurance Companies", "$25M - $1B+"],
      ["Family Offices", "$5M - $200M+"],
      ["Fund of Funds", "$10M - $500M+"],
    ]);
  });

  it("offers the form 8 inquiry types and 6 size ranges", () => {
    expect(INQUIRY_TYPES).toHaveLength(8);
    expect(SIZE_RANGES).toHaveLength(6);
  });

  it("has the contact page's exact texts and five operational-focus regions", () => {
    expect(CONTACT.intro.title).toBe("Get in Touch");
    expect(CONTACT.form.title).toBe("Send Us a Message");
    expect(CONTACT.form.submitLabel).toBe("Send Message");
    expect(CONTACT.details.headquarters).toBe(
      "Headquartered in Europe (Specifics available upon engagement)",
    );
    expect(CONTACT.details.directContact).toBe("(Direct contact details provided post-qualification)");
    expect(CONTACT.operationalFocus.title).toBe("Operational Focus");
    expect(CONTACT.operationalFocus.regions).toEqual([
      "CIS Countries",
      "South East Asia",
      "Western Africa",
      "Eastern Europe",
      "Latin America",
    ]);
    expect(CONTACT.operationalFocus.officeHours).toBe(
      "Office Hours: By appointment, accommodating global time zones.",
    );
    expect(CONTACT.disclaimer.title).toBe("Legal Disclaimer");
    expect(CONTACT.disclaimer.text).toMatch(/informational purposes only/);
    expect(CONTACT.disclaimer.text).toMatch(/not constitute investment advice/);
    expect(CONTACT.disclaimer.text).toMatch(/not a registered broker-dealer/);
    expect(CONTACT.disclaimer.text).toMatch(/formal agreements and applicable regulatory compliance/);
  });

  it("has the portal's exact texts", () => {
    expect(PORTAL.title).toBe("GP/LP Portal: Coming Soon");
    expect(PORTAL.assurance).toBe("Secure and confidential access assured.");
    expect(PORTAL.returnLink).toEqual({ label: "Return to Homepage", to: "/" });
  });
});
