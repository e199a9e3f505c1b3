import { type LoaderFunctionArgs, redirect } from "react-router";
import { isSignedIn, type session as Session, session } from "../session.ts";
import { HOME_PATH, SIGN_IN_PATH } from "./paths.ts";
import { returnPath, signInFor } from "./return-path.ts";

/** The root route's loader: the session, read once before the first screen shows. */
export async function rootLoader(): Promise<ReturnType<typeof Session.current>> {
  await session.load();
  return session.current();
}

/**
 * Private screens: without both factors, to sign-in, before the screen's code even loads.
 * The address asked for goes along as `next`, so signing in ends on it (the link of an
 * update's e-mail); after a deliberate sign-out it does not.
 */
export async function personLoader({ request }: LoaderFunctionArgs) {
  await session.load();
  const state = session.current();
  if (!isSignedIn(state)) {
    const url = new URL(request.url);
    throw redirect(
      session.signedOutOnPurpose(state) ? SIGN_IN_PATH : signInFor(`${url.pathname}${url.search}`),
    );
  }
  return state.user;
}

/** Sign-in: a person already signed in goes on to the screen first asked for, or home. */
export async function signInLoader({ request }: LoaderFunctionArgs) {
  await session.load();
  if (isSignedIn(session.current()))
    throw redirect(returnPath(new URL(request.url).searchParams.get("next")) ?? HOME_PATH);
  return null;
}
