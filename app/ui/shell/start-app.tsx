import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { AuthRealmContext } from "../auth/realm.tsx";
import { TitleSuffix } from "../page.tsx";
import { hasBothFactors } from "../session-store.ts";
import { type PrivateApp, PrivateAppContext } from "./private-app.ts";

/** Starts a private app in the element `rootId` of its page. */
export function startApp(rootId: string, app: PrivateApp, routes: RouteObject[]): void {
  const { session } = app;
  const router = createBrowserRouter(routes);

  // Signing in or out anywhere (this tab, another tab, a refused renewal) runs the loaders
  // again: they send the person to sign-in, or on from it.
  let signedIn: boolean | undefined;
  session.subscribe(() => {
    const now = hasBothFactors(session.current());
    if (signedIn !== undefined && now !== signedIn) void router.revalidate();
    signedIn = now;
  });

  const root = document.getElementById(rootId);
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <PrivateAppContext value={app}>
          <TitleSuffix value={app.titleSuffix}>
            <AuthRealmContext value={app.realm}>
              <RouterProvider router={router} />
            </AuthRealmContext>
          </TitleSuffix>
        </PrivateAppContext>
      </StrictMode>,
    );
  }
}
