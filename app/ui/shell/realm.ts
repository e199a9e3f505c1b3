import type { Api } from "../api.ts";
import type { AuthCopy } from "../auth/auth-copy.ts";
import type { AuthRealm } from "../auth/realm.tsx";
import { type SessionStore, useSessionOf } from "../session-store.ts";
import type { AppPaths } from "./return-path.ts";

/**
 * A private app's sign-in realm: its API, words and session; the reset screens sit beside
 * sign-in, under the app's home.
 */
export function appRealm(options: {
  api: Api;
  copy: AuthCopy;
  paths: AppPaths;
  session: SessionStore;
  text: { reasons: AuthRealm["reasons"]; errors: { generic: string } };
  passkeyUserName?: AuthRealm["passkeyUserName"];
}): AuthRealm {
  const { session, paths, text } = options;
  const below = paths.home.endsWith("/") ? paths.home : `${paths.home}/`;
  return {
    api: options.api,
    copy: options.copy,
    paths: {
      signIn: paths.signIn,
      home: paths.home,
      forgotPassword: `${below}forgot-password`,
      resetPassword: `${below}reset-password`,
    },
    refreshSession: () => session.refresh(),
    useSignedOutReason() {
      const { state } = useSessionOf(session);
      return state.status === "signed-out" ? state.reason : undefined;
    },
    reasons: text.reasons,
    genericError: text.errors.generic,
    ...(options.passkeyUserName ? { passkeyUserName: options.passkeyUserName } : {}),
  };
}
