import { startApp } from "#app/ui/shell/start-app.tsx";
import { api } from "./api.ts";
import { portalRealm } from "./auth-realm.ts";
import { content } from "./content.ts";
import { AccessEndedScreen, isAccessEndedError } from "./layout/access-ended.tsx";
import { PORTAL_PATHS } from "./layout/paths.ts";
import { PortalNav } from "./layout/portal-nav.tsx";
import { routes } from "./route-table.tsx";
import { session } from "./session.ts";

// The portal in the private apps' shell (app/ui/shell): what is its own is given here.
startApp(
  "portal-root",
  {
    session,
    api,
    paths: PORTAL_PATHS,
    realm: portalRealm,
    titleSuffix: content.titleSuffix,
    brand: content.brand,
    loading: content.loading,
    Nav: PortalNav,
    routeError: content.routeError,
    // Once the firm ends a person's access, any screen of the deal says so in its place.
    specialError: (error) => (isAccessEndedError(error) ? <AccessEndedScreen /> : null),
  },
  routes,
);
