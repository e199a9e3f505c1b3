// `npm run bench` (part 3): the staff app's script for its first screen, compressed, beside
// the 150 KB budget. The first screen is the inbox (the list and its reading pane) for a
// signed-in person, sign-in for everyone else.
import { reportAppScriptSize } from "./support/app-script-size.ts";
import { ensureBuild } from "./support/server.ts";

ensureBuild();
// The route modules each first screen loads on demand (see app/staff/route-table.tsx).
reportAppScriptSize("Staff app", "build/inbox", {
  "inbox (signed in)": ["inbox/triage-layout.tsx"],
  "sign-in": ["../ui/auth/sign-in.tsx"],
});
