import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The portal's client app (investors and sponsors): its own client-rendered entry under
// /portal/, built apart from the prerendered public site (whose /portal page loads no
// script) and from the staff app. Same tokens, same rules as vite.staff.config.ts.
export default defineConfig({
  plugins: [tailwindcss()],
  root: "app/portal",
  base: "/portal/",
  publicDir: false,
  build: {
    outDir: "../../build/portal",
    emptyOutDir: true,
    // Vite would inline small assets as data: URLs; everything stays a file under 'self'.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    // Read by bench/portal-app-size.ts to add up what the first screen loads (never served).
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
