import { privateAppConfig } from "./vite.private-app.ts";

// The staff app, under /inbox/.
export default privateAppConfig({
  root: "app/staff",
  base: "/inbox/",
  outDir: "../../build/inbox",
  page: { title: "UCP staff inbox", styles: "inbox.css", rootId: "inbox-root" },
});
