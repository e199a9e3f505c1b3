import { appAccess } from "#app/ui/shell/access.ts";
import { session } from "../session.ts";
import { PORTAL_PATHS } from "./paths.ts";

/** The portal's guards (app/ui/shell/access.ts): its private screens read who is signed in. */
export const access = appAccess({ session, paths: PORTAL_PATHS, privateData: (user) => user });
