import { useEffect, useState } from "react";

export interface BoxSize {
  width: number;
  height: number;
}

/**
 * An element's box in CSS pixels, followed as it changes (a ResizeObserver): a callback ref
 * to put on the element, and its size once measured (undefined until then).
 */
export function useBoxSize<T extends HTMLElement>(): [(node: T | null) => void, BoxSize | undefined] {
  const [node, setNode] = useState<T | null>(null);
  const [size, setSize] = useState<BoxSize>();
  useEffect(() => {
    if (!node) return;
    const observer = new ResizeObserver(() =>
      setSize({ width: node.offsetWidth, height: node.offsetHeight }),
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  return [setNode, size];
}
