import { expect, test } from "@playwright/test";
import { fillValid, openContact, toasts, uniqueMessage } from "./support.ts";

// The toast's swipe depends on where the toast sits on the screen, so it is tried at both
// sizes; the other toast rules, in contact-failures, run at 1280 px only.

test("a swipe right past 50 px dismisses it; a shorter one does not", async ({ page }) => {
  const f = await openContact(page);
  await fillValid(page, uniqueMessage("Swipe"));
  await f.button.click();
  const toast = toasts(page);
  await expect(toast).toContainText("Message Sent!");
  const box = await toast.boundingBox();
  if (!box) throw new Error("toast has no box");
  const y = box.y + box.height / 2;
  const swipe = async (distance: number) => {
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    for (let step = 1; step <= 5; step += 1) await page.mouse.move(box.x + 20 + (distance * step) / 5, y);
    await page.mouse.up();
  };
  await swipe(30);
  await expect(toast).toHaveAttribute("data-swipe", "cancel"); // snapping back, still there
  // Let the snap-back animation finish before the next gesture, as a person would.
  await expect
    .poll(() =>
      toast.evaluate((element) => element.getAnimations().length + getComputedStyle(element).transform),
    )
    .toMatch(/^0(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
  await swipe(90);
  await expect(toast).toHaveCount(0);
});
