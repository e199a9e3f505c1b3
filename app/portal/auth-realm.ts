import type { AuthRealm } from "#app/ui/auth/realm.tsx";
import { api } from "./api.ts";
import { content, portalAuthCopy } from "./content.ts";
import { HOME_PATH, SIGN_IN_PATH } from "./layout/paths.ts";
import { session, useSession } from "./session.ts";

/** Portal people's sign-in: the library under /portal/api/auth, the screens under /portal/. */
export const portalRealm: AuthRealm = {
  api,
  copy: portalAuthCopy,
  paths: {
    signIn: SIGN_IN_PATH,
    home: HOME_PATH,
    forgotPassword: "/portal/forgot-password",
    resetPassword: "/portal/reset-password",
  },
  refreshSession: () => session.refresh(),
  useSignedOutReason() {
    const { state } = useSession();
    return state.status === "signed-out" ? state.reason : undefined;
  },
  reasons: content.reasons,
  genericError: content.errors.generic,
  // A person who is also staff has two passkeys on this host: the browser's list tells them apart.
  passkeyUserName: (email) => `${email} (UCP portal)`,
};
