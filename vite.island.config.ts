import { defineConfig } from "vite";

/**
 * The contact form's island: its own entry, built after `react-router build`
 * into the same assets directory. The pages themselves carry no script bundle
 * (app/site/root.tsx); scripts/postbuild.ts writes this entry's hashed address into
 * the page that hosts the island.
 */
export const ISLAND_ENTRY = "app/site/contact/island-entry.tsx";

export default defineConfig({
  // PUBLIC_* variables (data API, anon key) are read by app/site/content/settings.ts.
  envPrefix: ["VITE_", "PUBLIC_"],
  build: {
    outDir: "build/client",
    emptyOutDir: false, // The prerendered site is already there.
    assetsDir: "assets",
    // A dot directory: never served (common/build-files.ts skips dotfiles).
    manifest: ".vite/island-manifest.json",
    rolldownOptions: { input: ISLAND_ENTRY },
  },
});
