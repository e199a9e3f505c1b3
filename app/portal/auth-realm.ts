import { appRealm } from "#app/ui/shell/realm.ts";
import { api } from "./api.ts";
import { content, portalAuthCopy } from "./content.ts";
import { PORTAL_PATHS } from "./layout/paths.ts";
import { session } from "./session.ts";

/** Portal people's sign-in: the library under /portal/api/auth, the screens under /portal/. */
export const portalRealm = appRealm({
  api,
  copy: portalAuthCopy,
  paths: PORTAL_PATHS,
  session,
  text: content,
  // A person who is also staff has two passkeys on this host: the browser's list tells them apart.
  passkeyUserName: (email) => `${email} (UCP portal)`,
});
