import { redirect } from "react-router";
import { isStaff, type SessionState, session } from "../session.ts";

export const SIGN_IN_PATH = "/inbox/sign-in";
export const HOME_PATH = "/inbox";

/** The root route's loader: the session, read once before the first screen shows. */
export async function rootLoader(): Promise<SessionState> {
  await session.load();
  return session.current();
}

/** Private screens: without both factors, to sign-in, before the screen's code even loads. */
export async function staffLoader() {
  await session.load();
  const state = session.current();
  if (!isStaff(state)) throw redirect(SIGN_IN_PATH);
  return state.user;
}

/** Sign-in: a person already signed in goes on to the inbox. */
export async function signInLoader() {
  await session.load();
  if (isStaff(session.current())) throw redirect(HOME_PATH);
  return null;
}
