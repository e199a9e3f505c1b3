import { expect, type Page, test } from "@playwright/test";
import { NETWORK } from "#app/site/content/network.ts";
import { SERVICES_PAGE } from "#app/site/content/services.ts";
import { settings } from "#app/site/content/settings.ts";
import { ROUTES } from "./support.ts";

async function expectLink(page: Page, name: string, href: string) {
  await expect(page.getByRole("main").getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
}

test("every page answers 200 with its own title and one h1", async ({ page }) => {
  const titles = new Set<string>();
  for (const route of ROUTES) {
    const response = await page.goto(route.path);
    expect(response?.status(), route.path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.h1);
    await expect(page.locator("h1")).toHaveCount(1);
    titles.add(await page.title());
  }
  expect(titles.size).toBe(ROUTES.length);
});

test("Home shows the hero, the image block, the three differences and the closing call", async ({ page }) => {
  await page.goto("/");
  await expectLink(page, "Discover UCP", "/about-us");
  await expect(
    page.getByRole("heading", { level: 2, name: "Strategic Capital. Global Impact." }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "The UCP Difference" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3 })).toHaveText([
    "Value Creation Focus",
    "Structured Accountability",
    "Full-Cycle Engagement",
  ]);
  await expectLink(page, "Explore Our Story", "/about-us");
  const image = page.getByRole("main").getByRole("img");
  await expect(image).toHaveAttribute("loading", "lazy");
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("'Discover UCP' and 'Explore Our Story' lead to About Us", async ({ page }) => {
  for (const label of ["Discover UCP", "Explore Our Story"]) {
    await page.goto("/");
    await page.getByRole("link", { name: label }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About UCP");
  }
});

test("About Us shows the story, five values, the vision and two founding partners", async ({ page }) => {
  await page.goto("/about-us");
  await expect(page.getByRole("heading", { name: "Our Story" })).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Our Values" }).locator("xpath=..").locator("li"),
  ).toHaveCount(5);
  await expect(page.getByRole("heading", { name: "Executive Vision" })).toBeVisible();
  const leadership = page.getByRole("region", { name: "Meet Our Leadership" });
  await expect(leadership.getByRole("article")).toHaveCount(2);
  await expect(leadership.getByText("Founding Partner", { exact: true })).toHaveCount(2);
  const profiles = leadership.getByRole("link", { name: /^LinkedIn profile/ });
  await expect(profiles).toHaveCount(2);
  for (const href of await profiles.evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
    expect(href).toMatch(/^https:\/\/www\.linkedin\.com\//);
  }
});

test("Services shows six cards and 'Partner With UCP' leads to Contact", async ({ page }) => {
  await page.goto("/services");
  // The content module holds the fixed list (its unit test pins it); the page shows it.
  await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveText(
    SERVICES_PAGE.services.map((service) => service.title),
  );
  await page.getByRole("link", { name: "Partner With UCP" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in Touch");
});

test("Our Network shows four regions, the banner and six categories with their ranges", async ({ page }) => {
  await page.goto("/our-network");
  const regions = page.getByRole("region", { name: "Regional Reach" });
  await expect(regions.getByRole("heading", { level: 3 })).toHaveText(
    NETWORK.regions.map((region) => region.name),
  );
  await expect(page.getByRole("heading", { level: 2, name: "A Truly Global Perspective" })).toBeVisible();
  const categories = page.getByRole("region", { name: "Investor Categories" });
  await expect(categories.getByRole("heading", { level: 3 })).toHaveText(
    NETWORK.categories.map((category) => category.name),
  );
  await expect(categories.getByTestId("commitment-range")).toHaveText(
    NETWORK.categories.map((category) => category.commitmentRange),
  );
});

test("the portal announces itself and links back home", async ({ page }) => {
  await page.goto("/portal");
  await expect(page.getByText("Secure and confidential access assured.")).toBeVisible();
  await expect(page.getByText(/General Partners and Limited Partners/)).toBeVisible();
  await page.getByRole("link", { name: "Return to Homepage" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Precision Capital. Global Perspective.");
});

test("the privacy policy says what is collected, why, how long, who receives it, the rights and erasure", async ({
  page,
}) => {
  await page.goto("/privacy-policy");
  const main = page.getByRole("main");
  for (const heading of [
    "What we collect",
    "Why we use it",
    "How long we keep it",
    "Who receives it",
    "Your rights",
    "How to ask for erasure",
  ]) {
    await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(main).toContainText("24 months");
  await expect(main).toContainText("We do not store your IP address");
  await expect(main).toContainText("supervisory authority");
  await expect(main.getByRole("link", { name: settings.contactEmail }).first()).toHaveAttribute(
    "href",
    `mailto:${settings.contactEmail}`,
  );
});
