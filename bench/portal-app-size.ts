// `npm run bench` (part 4): the portal's script for its first screen, compressed, beside
// the 150 KB budget. A signed-in person's first screen is home or a deal (the link of an
// update's e-mail); everyone else's is sign-in, or the invitation for a new person.
import { reportAppScriptSize } from "./support/app-script-size.ts";
import { ensureBuild } from "./support/server.ts";

ensureBuild();
// The route modules each first screen loads on demand (see app/portal/route-table.tsx).
reportAppScriptSize("Portal app", "build/portal", {
  "home (signed in)": ["home/home-screen.tsx"],
  "deal (signed in)": ["deal/deal-screen.tsx"],
  "viewer (signed in)": ["documents/viewer-screen.tsx"],
  // Reporting is never a first screen's code: its chart (visx) loads with it, measured here.
  "reporting (+chart)": ["reporting/reporting-screen.tsx", "reporting/reporting-loader.ts"],
  "sign-in": ["../ui/auth/sign-in.tsx"],
  invitation: ["../ui/auth/invitation.tsx"],
});
