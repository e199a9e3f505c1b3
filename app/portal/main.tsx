import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { AuthRealmContext } from "#app/ui/auth/realm.tsx";
import { TitleSuffix } from "#app/ui/page.tsx";
import { portalRealm } from "./auth-realm.ts";
import { content } from "./content.ts";
import { routes } from "./route-table.tsx";
import { isSignedIn, session } from "./session.ts";

const router = createBrowserRouter(routes);

// Signing in or out anywhere (this tab, another tab, a refused renewal) runs the loaders
// again: they send the person to sign-in, or on from it.
let signedIn: boolean | undefined;
session.subscribe(() => {
  const now = isSignedIn(session.current());
  if (signedIn !== undefined && now !== signedIn) void router.revalidate();
  signedIn = now;
});

const root = document.getElementById("portal-root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <TitleSuffix value={content.titleSuffix}>
        <AuthRealmContext value={portalRealm}>
          <RouterProvider router={router} />
        </AuthRealmContext>
      </TitleSuffix>
    </StrictMode>,
  );
}
