import type { AuthRealm } from "#app/ui/auth/realm.tsx";
import { api } from "./api.ts";
import { authCopy } from "./auth/auth-copy.ts";
import { content } from "./content.ts";
import { HOME_PATH, SIGN_IN_PATH } from "./layout/paths.ts";
import { session, useSession } from "./session.ts";

/** The staff's sign-in: the library under /inbox/api/auth, the screens under /inbox. */
export const staffRealm: AuthRealm = {
  api,
  copy: authCopy,
  paths: {
    signIn: SIGN_IN_PATH,
    home: HOME_PATH,
    forgotPassword: "/inbox/forgot-password",
    resetPassword: "/inbox/reset-password",
  },
  refreshSession: () => session.refresh(),
  useSignedOutReason() {
    const { state } = useSession();
    return state.status === "signed-out" ? state.reason : undefined;
  },
  reasons: content.reasons,
  genericError: content.errors.generic,
};
