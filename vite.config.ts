import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // PUBLIC_* variables (site URL, data API, anon key) are read by app/content/settings.ts.
  envPrefix: ["VITE_", "PUBLIC_"],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The site's own components, copy and icons travel in one chunk instead of
          // a dozen sub-kilobyte files: on HTTP/1.1 each request costs a round trip
          // and its headers, far more than the few kilobytes other pages' sections add.
          // common/ stays out: its schema (and zod) is only for the contact page.
          groups: [{ name: "site", test: /\/app\/(components|content|lib|assets)\/|\/lucide-react\// }],
        },
      },
    },
  },
  define: {
    // The footer's first paint shows the build year; both bundles must agree on it.
    "import.meta.env.PUBLIC_BUILD_YEAR": JSON.stringify(String(new Date().getFullYear())),
  },
});
