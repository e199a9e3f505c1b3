import { appRealm } from "#app/ui/shell/realm.ts";
import { api } from "./api.ts";
import { authCopy } from "./auth/auth-copy.ts";
import { content } from "./content.ts";
import { STAFF_PATHS } from "./layout/paths.ts";
import { session } from "./session.ts";

/** The staff's sign-in: the library under /inbox/api/auth, the screens under /inbox. */
export const staffRealm = appRealm({ api, copy: authCopy, paths: STAFF_PATHS, session, text: content });
