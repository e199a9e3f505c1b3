import { privateAppConfig } from "./vite.private-app.ts";

// The portal's client app (investors and sponsors), under /portal/; the public page
// /portal (no slash) is the site's and loads no script.
export default privateAppConfig({
  root: "app/portal",
  base: "/portal/",
  outDir: "../../build/portal",
  page: { title: "UCP portal", styles: "portal.css", rootId: "portal-root" },
});
