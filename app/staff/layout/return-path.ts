import { returnPathIn, signInIn } from "#app/ui/return-path.ts";
import { HOME_PATH, SIGN_IN_PATH } from "./paths.ts";

const APP = { home: HOME_PATH, signIn: SIGN_IN_PATH };

/** The staff screen a `next` parameter names, or null (app/ui/return-path.ts says which count). */
export const returnPath = (next: string | null | undefined) => returnPathIn(APP, next);

/** The sign-in address that comes back to `path`. */
export const signInFor = (path: string) => signInIn(APP, path);
