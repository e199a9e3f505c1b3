import { InlineScript } from "../components/layout/inline-script.tsx";
import { CONTACT_ISLAND_ID } from "./contact-model.ts";

/**
 * Loads the island's script once the page has loaded and painted, so it never competes
 * with the first paint; until then (and without script) the form posts as
 * plain HTML. The script's address is written into `data-island-src` after the
 * build (scripts/site-build/link-islands.ts): the hashed file name is only known then.
 */
function loadIsland(id: string): void {
  const src = document.getElementById(id)?.dataset.islandSrc;
  if (!src) return;
  // After the load event and the next frame: never before the first paint.
  window.addEventListener("load", () => requestAnimationFrame(() => setTimeout(() => import(src))), {
    once: true,
  });
}

export function IslandLoader() {
  return <InlineScript run={loadIsland} args={[CONTACT_ISLAND_ID]} />;
}
