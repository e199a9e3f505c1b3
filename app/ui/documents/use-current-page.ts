import { type RefObject, useEffect, useState } from "react";

/**
 * The page the reader is on: of the pages on screen, the one showing most of itself
 * (the first of equals).
 */
export function useCurrentPage(pages: RefObject<(HTMLElement | null)[]>, count: number) {
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    const shown = new Map<number, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const index = Number((entry.target as HTMLElement).dataset.page) - 1;
          if (entry.isIntersecting) shown.set(index, entry.intersectionRect.height);
          else shown.delete(index);
        }
        let best = -1;
        let most = 0;
        for (const [index, height] of [...shown].sort((a, b) => a[0] - b[0]))
          if (height > most) {
            best = index;
            most = height;
          }
        if (best >= 0) setCurrent(best);
      },
      { threshold: [0, 0.1, 0.25, 0.5, 0.75, 1] },
    );
    for (const element of pages.current.slice(0, count)) if (element) observer.observe(element);
    return () => observer.disconnect();
  }, [pages, count]);
  return current;
}
