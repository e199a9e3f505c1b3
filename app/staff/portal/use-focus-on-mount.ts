import { useEffect, useRef } from "react";

/**
 * A part of a screen opened by a link inside that screen (a deal's tab) announces itself:
 * its heading takes focus when it appears. The screen's own heading takes it on first load.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
