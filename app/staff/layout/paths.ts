import { returnPaths } from "#app/ui/shell/return-path.ts";

/** The staff app's two fixed addresses: where sign-in is, and where a signed-in person starts. */
export const SIGN_IN_PATH = "/inbox/sign-in";
export const HOME_PATH = "/inbox";

export const STAFF_PATHS = { home: HOME_PATH, signIn: SIGN_IN_PATH };

/** Where signing in returns to: only a staff screen (app/ui/shell/return-path.ts). */
export const { returnPath, signInFor } = returnPaths(STAFF_PATHS);
