import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // PUBLIC_* variables (site URL, data API, anon key) are read by app/site/content/settings.ts.
  envPrefix: ["VITE_", "PUBLIC_"],
  environments: {
    // The prerender runs this bundle once; minified, the inline scripts it writes
    // into the pages (app/site/components/layout/inline-script.tsx) are minified too.
    ssr: { build: { minify: true } },
  },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The site's own components, copy and icons travel in one chunk instead of
          // a dozen sub-kilobyte files: on HTTP/1.1 each request costs a round trip
          // and its headers, far more than the few kilobytes other pages' sections add.
          // common/ stays out: its schema (and zod) is only for the contact page.
          groups: [{ name: "site", test: /\/app\/site\/(components|content|lib|assets)\/|\/lucide-react\// }],
        },
      },
    },
  },
});
