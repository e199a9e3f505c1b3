import { expect, test } from "@playwright/test";
import { LAYOUT } from "#app/site/content/layout.ts";
import { CONTENT_PATHS, watchPage } from "./support.ts";

const { footer: FOOTER } = LAYOUT;

test("the footer shows © and the current year, the tagline, the links and the disclaimer", async ({
  page,
}) => {
  await page.goto("/our-network");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByTestId("copyright")).toHaveText(
    `© ${new Date().getFullYear()} ${FOOTER.firmName}. ${FOOTER.copyright}`,
  );
  await expect(footer).toContainText(FOOTER.tagline);
  await expect(footer.getByRole("link", { name: FOOTER.email })).toHaveAttribute(
    "href",
    `mailto:${FOOTER.email}`,
  );
  await expect(footer.getByRole("link", { name: FOOTER.linkedinLabel })).toHaveAttribute(
    "href",
    FOOTER.linkedinUrl,
  );
  await expect(footer).toContainText(FOOTER.disclaimer);
  await expect(footer.getByRole("navigation", { name: FOOTER.navLabel }).getByRole("link")).toHaveText(
    FOOTER.links.map((link) => link.name),
  );
});

test("a page built in an earlier year shows the visitor's year, with no error", async ({ page, baseURL }) => {
  const later = new Date().getFullYear() + 3;
  await page.clock.setFixedTime(new Date(`${later}-02-01T10:00:00Z`));
  const watched = watchPage(page, new URL(baseURL ?? "").origin);
  for (const path of [CONTENT_PATHS[0] ?? "/", "/contact"]) {
    await page.goto(path);
    await expect(page.getByTestId("copyright")).toHaveText(
      `© ${later} ${FOOTER.firmName}. ${FOOTER.copyright}`,
    );
  }
  expect(watched.problems).toEqual([]);
});
