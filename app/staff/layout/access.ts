import { type LoaderFunctionArgs, redirect } from "react-router";
import { capabilities } from "../capabilities.ts";
import { isStaff, type SessionState, session, signedOutOnPurpose } from "../session.ts";
import { HOME_PATH, SIGN_IN_PATH } from "./paths.ts";
import { returnPath, signInFor } from "./return-path.ts";

export { HOME_PATH, SIGN_IN_PATH } from "./paths.ts";

/** The root route's loader: the session, read once before the first screen shows. */
export async function rootLoader(): Promise<SessionState> {
  await session.load();
  return session.current();
}

/**
 * Private screens: without both factors, to sign-in, before the screen's code even loads.
 * The address asked for goes along as `next`, so signing in ends on it; after a deliberate
 * sign-out it does not.
 */
export async function staffLoader({ request }: LoaderFunctionArgs) {
  await session.load();
  const state = session.current();
  if (!isStaff(state)) {
    const url = new URL(request.url);
    throw redirect(signedOutOnPurpose(state) ? SIGN_IN_PATH : signInFor(`${url.pathname}${url.search}`));
  }
  return { user: state.user, portal: (await capabilities()).portal };
}

/** What the private screens' loader gives the layout: who is signed in, what to offer. */
export type StaffData = Awaited<ReturnType<typeof staffLoader>>;

/** Sign-in: a person already signed in goes on to the screen first asked for, or the inbox. */
export async function signInLoader({ request }: LoaderFunctionArgs) {
  await session.load();
  if (isStaff(session.current()))
    throw redirect(returnPath(new URL(request.url).searchParams.get("next")) ?? HOME_PATH);
  return null;
}
