import { appAccess } from "#app/ui/shell/access.ts";
import { capabilities } from "../capabilities.ts";
import { session } from "../session.ts";
import { STAFF_PATHS } from "./paths.ts";

/**
 * The staff app's guards (app/ui/shell/access.ts). Its private screens also learn whether
 * the server runs the portal, which decides the sections the top bar offers.
 */
export const access = appAccess({
  session,
  paths: STAFF_PATHS,
  privateData: async (user) => ({ user, portal: (await capabilities()).portal }),
});

/** What the private screens' loader gives the layout: who is signed in, what to offer. */
export type StaffData = Awaited<ReturnType<typeof access.privateLoader>>;
