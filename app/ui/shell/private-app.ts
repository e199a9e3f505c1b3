import { type ComponentType, createContext, type ReactNode, useContext } from "react";
import type { Api } from "../api.ts";
import type { AuthRealm } from "../auth/realm.tsx";
import type { RouteErrorText } from "../route-error.tsx";
import type { SessionStore, SessionUser } from "../session-store.ts";
import type { AppPaths } from "./return-path.ts";

/**
 * What one private app (staff, portal) gives the shell that every such app shares: the
 * frame, the error screens, the sign-in realm and the start-up all read it from here.
 */
export interface PrivateApp {
  session: SessionStore;
  api: Api;
  paths: AppPaths;
  realm: AuthRealm;
  /** The end of every tab title, after the screen's name. */
  titleSuffix: string;
  brand: { wordmark: string; section: string };
  loading: string;
  /** The signed-in part of the top bar. */
  Nav: ComponentType<{ user: SessionUser }>;
  routeError: RouteErrorText;
  /** A screen of the app's own for an error of its own, or null for the plain error screen. */
  specialError?: (error: unknown) => ReactNode | null;
}

export const PrivateAppContext = createContext<PrivateApp | null>(null);

export function usePrivateApp(): PrivateApp {
  const app = useContext(PrivateAppContext);
  if (!app) throw new Error("A private app's frame rendered outside its PrivateAppContext.");
  return app;
}
