import { expect, test } from "@playwright/test";
import { watchPage } from "./support.ts";

test("the footer shows © and the current year, the tagline, the links and the disclaimer", async ({
  page,
}) => {
  await page.goto("/our-network");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByTestId("copyright")).toHaveText(
    `© ${new Date().getFullYear()} UCP. All rights reserved.`,
  );
  await expect(footer).toContainText("Strategic capital advisory and investment structuring");
  await expect(footer.getByRole("link", { name: "contact@example.com" })).toHaveAttribute(
    "href",
    "mailto:contact@example.com",
  );
  await expect(footer.getByRole("link", { name: "UCP on LinkedIn" })).toHaveAttribute(
    "href",
    /^https:\/\/www\.linkedin\.com\//,
  );
  await expect(footer).toContainText("informational purposes only");
  await expect(footer).toContainText(
    "not an offer to sell, or a solicitation of an offer to buy, any securities",
  );
  await expect(footer).toContainText("UCP is not a registered broker-dealer");
});

test("a page built in an earlier year shows the visitor's year, without a hydration error", async ({
  page,
  baseURL,
}) => {
  const later = new Date().getFullYear() + 3;
  await page.clock.setFixedTime(new Date(`${later}-02-01T10:00:00Z`));
  const watched = watchPage(page, new URL(baseURL ?? "").origin);
  await page.goto("/");
  await expect(page.getByTestId("copyright")).toHaveText(`© ${later} UCP. All rights reserved.`);
  expect(watched.problems).toEqual([]);
});
