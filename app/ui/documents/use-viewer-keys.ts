import { useEffect, useRef } from "react";

export interface ViewerKeys {
  next: () => void;
  previous: () => void;
  first: () => void;
  last: () => void;
  zoomIn: () => void;
  zoomOut: () => void;
  zoomReset: () => void;
}

const KEYS: Record<string, keyof ViewerKeys> = {
  PageDown: "next",
  j: "next",
  PageUp: "previous",
  k: "previous",
  Home: "first",
  End: "last",
  "+": "zoomIn",
  "=": "zoomIn",
  "-": "zoomOut",
  "0": "zoomReset",
};

/**
 * The viewer's keys, anywhere on its screen except in a field: paging (Page Down and Up,
 * j and k, Home, End) and zoom (+, -, 0). With a modifier held, keys keep their usual meaning.
 */
export function useViewerKeys(actions: ViewerKeys) {
  const ref = useRef(actions);
  ref.current = actions;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable='true']")) return;
      const action = KEYS[event.key];
      if (!action) return;
      event.preventDefault();
      ref.current[action]();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
}
