import { useEffect, useRef } from "react";

/** Keys the triage screens answer, named as the help lists them. */
export type ShortcutKey =
  | "j"
  | "k"
  | "shift+j"
  | "shift+k"
  | "o"
  | "enter"
  | "x"
  | "e"
  | "s"
  | "r"
  | "a"
  | "z"
  | "u"
  | "escape"
  | "/"
  | "?";

/** The name of a pressed key: "J" is shift+j; Enter and Escape in lower case. */
function keyName(event: KeyboardEvent): string {
  if (event.key.length === 1 && event.key >= "A" && event.key <= "Z")
    return `shift+${event.key.toLowerCase()}`;
  return event.key.length === 1 ? event.key : event.key.toLowerCase();
}
export type ShortcutHandlers = Partial<Record<ShortcutKey, () => void>>;

/** Typing in a field never triggers a shortcut, and neither does a key with Ctrl, Alt or Meta. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/**
 * One keyboard listener for the triage screens. Keys are read when pressed, from the
 * handlers of the latest render, so an action always goes to what is highlighted then.
 * While a dialog is open the keys belong to it.
 */
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
      if (document.querySelector("dialog[open]")) return;
      // Enter on a link or button already does what it should.
      if (event.key === "Enter" && event.target instanceof HTMLElement && event.target.closest("a, button"))
        return;
      const handler = current.current[keyName(event) as ShortcutKey];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
}
