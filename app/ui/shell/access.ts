import { type LoaderFunctionArgs, redirect } from "react-router";
import { hasBothFactors, type SessionState, type SessionStore, type SessionUser } from "../session-store.ts";
import { type AppPaths, returnPaths } from "./return-path.ts";

/**
 * The three loaders that guard a private app, the same in each: the session read once
 * before the first screen, the private screens (both factors or sign-in), and sign-in
 * itself (a person already signed in goes on). `privateData` is what the app's private
 * screens read from their parent route beyond who is signed in.
 */
export function appAccess<Data>(options: {
  session: SessionStore;
  paths: AppPaths;
  privateData(user: SessionUser): Data | Promise<Data>;
}) {
  const { session, paths, privateData } = options;
  const { returnPath, signInFor } = returnPaths(paths);
  return {
    async rootLoader(): Promise<SessionState> {
      await session.load();
      return session.current();
    },
    /**
     * Without both factors, to sign-in, before the screen's code even loads. The address
     * asked for goes along as `next`, so signing in ends on it (the link of an e-mail);
     * after a deliberate sign-out it does not.
     */
    async privateLoader({ request }: LoaderFunctionArgs): Promise<Data> {
      await session.load();
      const state = session.current();
      if (!hasBothFactors(state)) {
        const url = new URL(request.url);
        throw redirect(
          session.signedOutOnPurpose(state) ? paths.signIn : signInFor(`${url.pathname}${url.search}`),
        );
      }
      return privateData(state.user);
    },
    async signInLoader({ request }: LoaderFunctionArgs) {
      await session.load();
      if (hasBothFactors(session.current()))
        throw redirect(returnPath(new URL(request.url).searchParams.get("next")) ?? paths.home);
      return null;
    },
  };
}

export type AppAccess = ReturnType<typeof appAccess>;
