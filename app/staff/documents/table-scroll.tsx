import type { ReactNode } from "react";

/**
 * A wide table's scrolling area. On a narrow screen it scrolls sideways, so it takes the
 * keyboard's focus (arrow keys scroll it) and has a name for screen readers (WCAG 2.1.1).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className="table-scroll" tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}
