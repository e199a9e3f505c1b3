import { useEffect, useRef } from "react";

/** Keys that act on the list; each maps to what the screen does. */
export type ShortcutHandlers = Partial<Record<"j" | "k" | "Enter" | "e" | "s" | "r" | "/" | "?", () => void>>;

/** Typing in a field never triggers a shortcut, and neither does a key with Ctrl, Alt or Meta. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

export function useShortcuts(handlers: ShortcutHandlers): void {
  const current = useRef(handlers);
  current.current = handlers;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // "/" jumps into the search field; Escape there hands the keys back to the list.
      if (
        event.key === "Escape" &&
        event.target instanceof HTMLInputElement &&
        event.target.type === "search"
      ) {
        event.target.blur();
        return;
      }
      if (event.ctrlKey || event.altKey || event.metaKey || typing(event.target)) return;
      // Enter on a link or button already does what it should.
      if (event.key === "Enter" && event.target instanceof HTMLElement && event.target.closest("a, button"))
        return;
      const handler = current.current[event.key as keyof ShortcutHandlers];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
}
