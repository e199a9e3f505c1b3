/** The header turns solid once the page is scrolled more than this many pixels. */
export const SOLID_HEADER_AFTER_PX = 20;

/**
 * Keeps `data-scrolled` of the header before it in step with the scroll position.
 * Runs inline right after the header, so a page restored half-way down is solid
 * from its first paint.
 */
export function trackScroll(threshold: number): void {
  const header = document.currentScript?.previousElementSibling;
  if (!header) return;
  const update = () => header.setAttribute("data-scrolled", String(window.scrollY > threshold));
  update();
  window.addEventListener("scroll", update, { passive: true });
}
