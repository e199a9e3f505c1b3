import { createContext, useContext } from "react";
import type { Api } from "../api.ts";
import type { AuthCopy } from "./auth-copy.ts";

/**
 * One sign-in realm (staff at /inbox, portal people at /portal): the library's endpoints under
 * its own API base, its words, its addresses and its session store. The sign-in, invitation,
 * reset and account screens are the same code for both; the app's root provides its realm.
 */
export interface AuthRealm {
  api: Api;
  copy: AuthCopy;
  paths: {
    signIn: string;
    /** The first private screen, after an enrolment. */
    home: string;
    forgotPassword: string;
    /** Where the reset link of the e-mail leads (the library's redirectTo). */
    resetPassword: string;
  };
  /** Reads the session again after signing in or enrolling: the app's router then moves on. */
  refreshSession: () => Promise<unknown>;
  /** Why the person is at sign-in (signed out, session ended), in words; a hook. */
  useSignedOutReason: () => string | undefined;
  reasons: { network: string; tooMany: string };
  genericError: string;
  /** The user name a new passkey shows in the browser's list; the library's default if absent. */
  passkeyUserName?: (email: string) => string;
}

export const AuthRealmContext = createContext<AuthRealm | null>(null);

export function useAuthRealm(): AuthRealm {
  const realm = useContext(AuthRealmContext);
  if (!realm) throw new Error("An auth screen rendered outside its app's AuthRealmContext.");
  return realm;
}
