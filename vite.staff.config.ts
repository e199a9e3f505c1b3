import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The staff app: its own client-rendered entry, built apart from the prerendered
// public site so that no public page ever loads its script. Tailwind reads the
// same tokens as the site (app/ui/tokens.css).
export default defineConfig({
  plugins: [tailwindcss()],
  root: "app/staff",
  base: "/inbox/",
  publicDir: false,
  build: {
    outDir: "../../build/inbox",
    emptyOutDir: true,
    // Vite would inline small assets as data: URLs; everything stays a file under 'self'.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    // Read by bench/staff-app-size.ts to add up what the first screen loads (never served).
    manifest: true,
    rolldownOptions: {
      // React Router marks its modules "use client" for server components; a client-only
      // bundle has nothing to keep apart, so the bundler's note about it is noise.
      onLog(level, log, handler) {
        if (log.code === "MODULE_LEVEL_DIRECTIVE") return;
        handler(level, log);
      },
    },
  },
});
