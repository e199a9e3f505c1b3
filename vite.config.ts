import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // PUBLIC_* variables (site URL, data API, anon key) are read by app/content/settings.ts.
  envPrefix: ["VITE_", "PUBLIC_"],
  define: {
    // The footer's first paint shows the build year; both bundles must agree on it.
    "import.meta.env.PUBLIC_BUILD_YEAR": JSON.stringify(String(new Date().getFullYear())),
  },
});
