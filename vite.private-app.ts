import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/** The page every private app is served in (its words filled in by `appPage`). */
const TEMPLATE = resolve("app/ui/shell/index.html");

/** What one private app's page says of its own. */
interface AppPage {
  title: string;
  /** The app's style sheet, beside its main.tsx. */
  styles: string;
  /** The element its main.tsx renders into. */
  rootId: string;
}

/**
 * Each app's index.html is the shell's one template: an app folder holds no page of its
 * own, so the two can never drift apart.
 */
function appPage(root: string, page: AppPage): Plugin {
  const entry = resolve(root, "index.html");
  return {
    name: "private-app-page",
    resolveId: (id) => (resolve(root, id) === entry ? entry : null),
    load: (id) => (id === entry ? readFileSync(TEMPLATE, "utf8") : null),
    transformIndexHtml: {
      order: "pre",
      handler: (html) =>
        html
          .replace("%APP_TITLE%", page.title)
          .replace("%APP_STYLES%", page.styles)
          .replace("%APP_ROOT_ID%", page.rootId),
    },
  };
}

/**
 * A private app (staff, portal): its own client-rendered entry, built apart from the
 * prerendered public site so that no public page ever loads its script. Tailwind reads the
 * same tokens as the site (app/ui/tokens.css).
 */
export function privateAppConfig(options: { root: string; base: string; outDir: string; page: AppPage }) {
  return defineConfig({
    plugins: [tailwindcss(), appPage(options.root, options.page)],
    root: options.root,
    base: options.base,
    publicDir: false,
    build: {
      outDir: options.outDir,
      emptyOutDir: true,
      // Vite would inline small assets as data: URLs; everything stays a file under 'self'.
      assetsInlineLimit: 0,
      modulePreload: { polyfill: false },
      // Read by bench/*-app-size.ts to add up what the first screen loads (never served).
      manifest: true,
      rolldownOptions: {
        input: resolve(options.root, "index.html"),
        // React Router marks its modules "use client" for server components; a client-only
        // bundle has nothing to keep apart, so the bundler's note about it is noise.
        onLog(level, log, handler) {
          if (log.code === "MODULE_LEVEL_DIRECTIVE") return;
          handler(level, log);
        },
      },
    },
  });
}
