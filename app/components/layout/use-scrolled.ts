import { useEffect, useState } from "react";

/** Spec point 9: the header turns solid once the page is scrolled more than 20 px. */
export const SOLID_HEADER_AFTER_PX = 20;

/**
 * Whether the window is scrolled past `threshold` pixels. Starts false, as in the
 * prerendered HTML, and reads the real position once mounted (a reload may
 * restore a scrolled page).
 */
export function useScrolled(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}
