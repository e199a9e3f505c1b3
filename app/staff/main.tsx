import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { AuthRealmContext } from "#app/ui/auth/realm.tsx";
import { TitleSuffix } from "#app/ui/page.tsx";
import { staffRealm } from "./auth-realm.ts";
import { routes } from "./route-table.tsx";
import { isStaff, session } from "./session.ts";

const router = createBrowserRouter(routes);

// Signing in or out anywhere (this tab, another tab, a refused renewal) runs the loaders
// again: they send the person to sign-in, or on from it.
let staff: boolean | undefined;
session.subscribe(() => {
  const now = isStaff(session.current());
  if (staff !== undefined && now !== staff) void router.revalidate();
  staff = now;
});

const root = document.getElementById("inbox-root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <TitleSuffix value="UCP staff">
        <AuthRealmContext value={staffRealm}>
          <RouterProvider router={router} />
        </AuthRealmContext>
      </TitleSuffix>
    </StrictMode>,
  );
}
