import { InlineScript } from "../components/layout/inline-script.tsx";
import { CONTACT_ISLAND_ID } from "./contact-model.ts";

/**
 * Loads the island's script when the visitor first does anything on the page
 * (moves the pointer, touches, scrolls, presses a key, focuses a field), so it
 * never competes with the page's first paint or its largest one. Until it has
 * arrived (and without script) the form posts as plain HTML, and what is typed
 * meanwhile stays in the fields. The script's address is written into
 * `data-island-src` after the build (scripts/site-build/link-islands.ts): the
 * hashed file name is only known then.
 */
function loadIsland(id: string): void {
  const src = document.getElementById(id)?.dataset.islandSrc;
  if (!src) return;
  const events = ["pointermove", "pointerdown", "touchstart", "keydown", "focusin", "scroll"];
  const load = () => {
    for (const type of events) window.removeEventListener(type, load, true);
    import(src);
  };
  for (const type of events) window.addEventListener(type, load, { capture: true, passive: true });
}

export function IslandLoader() {
  return <InlineScript run={loadIsland} args={[CONTACT_ISLAND_ID]} />;
}
